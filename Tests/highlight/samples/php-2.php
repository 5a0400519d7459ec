function slug(string $text): string
{
    // Lowercase, with dashes for spaces.
    $text = strtolower(trim($text));
    return str_replace(' ', '-', $text);
}

$limits = ['pages' => 100, 'ratio' => 0.5];
foreach ($limits as $key => $value) {
    if ($value > 10) {
        echo "$key is large\n";
    }
}
