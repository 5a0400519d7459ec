-- Counts the words of a string.
local function count_words(text)
  local count = 0
  for _ in string.gmatch(text, "%S+") do
    count = count + 1
  end
  return count
end

local Page = {}
Page.__index = Page

function Page.new(title, path)
  local self = setmetatable({}, Page)
  self.title = title
  self.path = path
  return self
end

function Page:describe()
  return self.title .. " (" .. self.path .. ")"
end

print(Page.new("Home", "index.md"):describe(), count_words("one two"))
