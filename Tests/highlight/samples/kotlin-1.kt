package site

import java.io.File

data class Page(val title: String, val path: String, val words: Int = 0)

fun readPages(folder: File): List<Page> {
    return folder.listFiles()
        ?.filter { it.extension == "md" }
        ?.map { Page(it.nameWithoutExtension, it.path) }
        ?: emptyList()
}

fun main(args: Array<String>) {
    val pages = readPages(File(args[0]))
    for (page in pages) {
        println("Page ${page.title} at ${page.path}")
    }
}
