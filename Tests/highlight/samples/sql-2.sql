UPDATE pages SET words = words + 1 WHERE path LIKE '%.md';
DELETE FROM sections WHERE page_id IS NULL;
/* Pages without sections */
SELECT title FROM pages WHERE NOT EXISTS (
    SELECT 1 FROM sections WHERE sections.page_id = pages.id
);
