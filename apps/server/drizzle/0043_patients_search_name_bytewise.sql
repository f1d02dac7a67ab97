-- Search names (lowercase, without accents) compare by their bytes, whatever the database's collation: the
-- names that start with a text are then one range of the (workplace, name, id) index, and the search's order
-- is the same on every server. Its indexes are rebuilt; the rows are not rewritten.
ALTER TABLE "patients" ALTER COLUMN "search_name" TYPE text COLLATE "C";
