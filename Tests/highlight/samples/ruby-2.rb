module Site
  LIMIT = 100

  def self.slug(text)
    text.downcase.strip.gsub(' ', '-')
  end

  def self.check(count)
    raise ArgumentError, "too many: #{count}" if count > LIMIT
    true
  end
end

ratio = 0.5
names = %w[home about]
config = { title: "Docs", pages: 3 }
