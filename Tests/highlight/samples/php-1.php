namespace Site;

use InvalidArgumentException;

/**
 * A page of the site.
 */
class Page
{
    private string $title;
    private array $sections = [];

    public function __construct(string $title)
    {
        $this->title = $title;
    }

    public function addSection(string $name): self
    {
        $this->sections[] = $name;
        return $this;
    }

    public function describe(): string
    {
        return "Page {$this->title} has " . count($this->sections) . " sections";
    }
}

$page = new Page('Home');
echo $page->addSection('Intro')->describe();
