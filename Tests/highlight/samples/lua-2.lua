local config = {
  title = 'Docs',
  pages = 10,
  ratio = 0.5,
  enabled = true,
}

--[[ Prints every setting
     in order. ]]
for key, value in pairs(config) do
  if value ~= nil and key ~= "title" then
    print(key, value)
  end
end
