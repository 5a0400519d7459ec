using System;
using System.Collections.Generic;

namespace Site
{
    /// <summary>A page of the site.</summary>
    public class Page
    {
        public string Title { get; set; }
        public List<string> Sections { get; } = new List<string>();

        public Page(string title)
        {
            Title = title;
        }

        public override string ToString()
        {
            return $"Page {Title} with {Sections.Count} sections";
        }
    }

    public static class Program
    {
        public static void Main(string[] args)
        {
            var page = new Page("Home");
            page.Sections.Add("Intro");
            Console.WriteLine(page);
        }
    }
}
