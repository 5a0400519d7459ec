package org.example.site;

import java.util.ArrayList;
import java.util.List;

/** A page of the site, with its sections. */
public class Page {
    private final String title;
    private final List<String> sections = new ArrayList<>();

    public Page(String title) {
        this.title = title;
    }

    @Override
    public String toString() {
        return "Page(" + title + ", " + sections.size() + " sections)";
    }

    public static void main(String[] args) {
        Page page = new Page("Home");
        for (int i = 0; i < 3; i++) {
            page.sections.add("Section " + i);
        }
        System.out.println(page);
    }
}
