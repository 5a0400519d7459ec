module Main where

import Data.Char (toLower)
import qualified Data.Map as Map

-- | A page of the site.
data Page = Page
  { title :: String
  , path :: FilePath
  } deriving (Show, Eq)

slug :: String -> String
slug = map toLower . filter (/= ' ')

countWords :: String -> Int
countWords = length . words

main :: IO ()
main = do
  let page = Page { title = "Home", path = "index.md" }
  putStrLn (slug (title page))
  print (countWords "one two three")
