-- Pages and their sections
CREATE TABLE pages (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    path VARCHAR(255) UNIQUE,
    words INTEGER DEFAULT 0
);

INSERT INTO pages (title, path, words) VALUES ('Home', 'index.md', 120);

SELECT p.title, COUNT(s.id) AS sections
FROM pages p
LEFT JOIN sections s ON s.page_id = p.id
WHERE p.words > 100
GROUP BY p.title
ORDER BY sections DESC
LIMIT 10;
