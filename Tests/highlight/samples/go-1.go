package main

import (
	"fmt"
	"os"
	"strings"
)

// Page is one page of a site.
type Page struct {
	Title string
	Path  string
	Words int
}

func countWords(text string) int {
	return len(strings.Fields(text))
}

func main() {
	pages := []Page{{Title: "Home", Path: "index.md"}}
	for i, page := range pages {
		fmt.Printf("%d: %s (%s)\n", i, page.Title, page.Path)
	}
	if len(os.Args) < 2 {
		os.Exit(1)
	}
}
