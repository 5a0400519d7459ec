function Get-WordCount {
    param([string]$Path)
    $text = Get-Content -Path $Path -Raw
    return ($text -split '\s+').Count
}

$limit = 100
$files = Get-ChildItem -Recurse -Filter *.md
$files | ForEach-Object { Get-WordCount $_.FullName } | Measure-Object -Sum
