# Builds the site on Windows.
param(
    [string]$Site = ".",
    [switch]$Serve
)

$output = Join-Path $Site "_site"
if (-not (Test-Path "$Site/Content")) {
    Write-Error "no Content folder in $Site"
    exit 1
}

foreach ($page in Get-ChildItem -Path "$Site/Content" -Filter *.md) {
    Write-Host "found $($page.Name)"
}

& foldmark build $Site --output $output
