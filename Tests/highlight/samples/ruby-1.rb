require 'json'

# A page of the site.
class Page
  attr_reader :title, :path

  def initialize(title, path)
    @title = title
    @path = path
    @sections = []
  end

  def add(section)
    @sections << section
    self
  end

  def to_s
    "Page #{@title} (#{@sections.size} sections)"
  end
end

pages = Dir.glob('Content/**/*.md').map { |path| Page.new(File.basename(path, '.md'), path) }
pages.each do |page|
  puts page unless page.title.empty?
end
