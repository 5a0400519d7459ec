data Shape = Circle Double | Square Double

area :: Shape -> Double
area (Circle r) = pi * r * r
area (Square s) = s * s

{- Sums the areas. -}
total :: [Shape] -> Double
total shapes = sum [area s | s <- shapes]

limit :: Int
limit = 100
