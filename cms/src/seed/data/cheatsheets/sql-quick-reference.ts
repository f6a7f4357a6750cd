import type { SeedCheatsheet } from '#src/seed/types.js';
import { code } from './code-block';

export const sqlQuickReference: SeedCheatsheet = {
  title: 'SQL Quick Reference',
  slug: 'sql-quick-reference',
  description:
    'Standard SQL for querying, filtering, aggregating and joining tables, plus table design and normal forms. Examples use a small students and results schema.',
  category: 'Database',
  items: [
    {
      title: 'SELECT basics',
      description: 'Clauses are written in this order; the database evaluates FROM and WHERE before SELECT.',
      category: 'queries',
      content_type: 'code',
      language: 'sql',
      code: code`
SELECT name, city
FROM students;

SELECT DISTINCT city
FROM students;

SELECT name AS student_name, age + 1 AS age_next_year
FROM students
ORDER BY age_next_year DESC, student_name ASC;

-- First 10 rows (LIMIT in PostgreSQL, MySQL and SQLite;
-- standard SQL: FETCH FIRST 10 ROWS ONLY)
SELECT * FROM results
ORDER BY marks DESC
LIMIT 10;`,
    },
    {
      title: 'Filtering rows',
      category: 'queries',
      content_type: 'code',
      language: 'sql',
      code: code`
SELECT * FROM students
WHERE city = 'Pune' AND age >= 21;

SELECT * FROM students WHERE city IN ('Delhi', 'Mumbai');
SELECT * FROM results  WHERE marks BETWEEN 40 AND 60;   -- inclusive
SELECT * FROM students WHERE name LIKE 'A%';   -- starts with A
SELECT * FROM students WHERE name LIKE '_a%';  -- 'a' is the 2nd letter

-- NULL never equals anything, not even NULL
SELECT * FROM students WHERE email IS NULL;
SELECT * FROM students WHERE email IS NOT NULL;

-- Replace NULL with a default value
SELECT name, COALESCE(email, 'not given') AS email
FROM students;`,
    },
    {
      title: 'Aggregation: GROUP BY and HAVING',
      description: 'WHERE filters rows before grouping; HAVING filters groups after aggregation.',
      category: 'aggregation',
      content_type: 'code',
      language: 'sql',
      code: code`
SELECT COUNT(*), AVG(marks), MIN(marks), MAX(marks), SUM(marks)
FROM results;

SELECT subject, COUNT(*) AS attempts, ROUND(AVG(marks), 1) AS avg_marks
FROM results
WHERE year = 2024
GROUP BY subject
HAVING AVG(marks) > 60
ORDER BY avg_marks DESC;

-- COUNT(*) counts rows, COUNT(col) skips NULLs,
-- COUNT(DISTINCT col) counts unique non-NULL values
SELECT COUNT(DISTINCT city) FROM students;`,
    },
    {
      title: 'JOIN types',
      category: 'joins',
      content_type: 'mixed',
      mixed_content: [
        {
          type: 'text',
          content:
            '<ul>' +
            '<li><strong>INNER JOIN</strong> — only rows with a match in both tables.</li>' +
            '<li><strong>LEFT (OUTER) JOIN</strong> — every row of the left table; right-side columns are NULL where there is no match.</li>' +
            '<li><strong>RIGHT (OUTER) JOIN</strong> — the mirror image: every row of the right table.</li>' +
            '<li><strong>FULL (OUTER) JOIN</strong> — every row from both tables, matched where possible (not supported by MySQL).</li>' +
            '<li><strong>CROSS JOIN</strong> — every combination of rows (m × n rows).</li>' +
            '<li><strong>Self join</strong> — a table joined to itself using two aliases.</li>' +
            '</ul>',
        },
        {
          type: 'code',
          language: 'sql',
          content: code`
-- Students with their results (students without results are left out)
SELECT s.name, r.subject, r.marks
FROM students AS s
INNER JOIN results AS r ON r.student_id = s.id;

-- All students, with NULL marks for those who have no results
SELECT s.name, r.marks
FROM students AS s
LEFT JOIN results AS r ON r.student_id = s.id;

-- Students who have no results at all (anti-join)
SELECT s.name
FROM students AS s
LEFT JOIN results AS r ON r.student_id = s.id
WHERE r.student_id IS NULL;

-- Self join: each employee with their manager
SELECT e.name AS employee, m.name AS manager
FROM employees AS e
LEFT JOIN employees AS m ON e.manager_id = m.id;`,
        },
        {
          type: 'text',
          content:
            '<p><em>Tip:</em> a condition on the right table placed in <code>WHERE</code> (other than an <code>IS NULL</code> check) turns a LEFT JOIN into an inner join; put it in the <code>ON</code> clause to keep unmatched rows.</p>',
        },
      ],
    },
    {
      title: 'Subqueries, CTEs and window functions',
      category: 'aggregation',
      content_type: 'code',
      language: 'sql',
      code: code`
-- Subquery: results above the overall average
SELECT * FROM results
WHERE marks > (SELECT AVG(marks) FROM results);

-- EXISTS: students with at least one result
SELECT name FROM students AS s
WHERE EXISTS (SELECT 1 FROM results AS r WHERE r.student_id = s.id);

-- Common table expression (WITH)
WITH totals AS (
  SELECT student_id, SUM(marks) AS total
  FROM results
  GROUP BY student_id
)
SELECT s.name, t.total
FROM totals AS t
JOIN students AS s ON s.id = t.student_id;

-- Window functions keep every row while computing over a group
SELECT student_id, subject, marks,
       RANK()       OVER (PARTITION BY subject ORDER BY marks DESC) AS rank_in_subject,
       AVG(marks)   OVER (PARTITION BY subject) AS subject_avg
FROM results;`,
    },
    {
      title: 'Creating and changing tables',
      category: 'design',
      content_type: 'code',
      language: 'sql',
      code: code`
CREATE TABLE students (
  id         INTEGER PRIMARY KEY,
  name       VARCHAR(100) NOT NULL,
  email      VARCHAR(255) UNIQUE,
  city       VARCHAR(60) DEFAULT 'Delhi',
  age        INTEGER CHECK (age >= 16)
);

CREATE TABLE results (
  student_id INTEGER NOT NULL REFERENCES students(id),
  subject    VARCHAR(40) NOT NULL,
  marks      INTEGER CHECK (marks BETWEEN 0 AND 100),
  year       INTEGER NOT NULL,
  PRIMARY KEY (student_id, subject, year)
);

INSERT INTO students (id, name, city) VALUES (1, 'Asha', 'Pune');
UPDATE students SET city = 'Mumbai' WHERE id = 1;
DELETE FROM results WHERE year < 2020;

ALTER TABLE students ADD COLUMN phone VARCHAR(15);
CREATE INDEX idx_results_subject ON results (subject);
DROP TABLE IF EXISTS old_results;`,
    },
    {
      title: 'Normal forms',
      description: 'Normalisation removes redundancy so that each fact is stored once.',
      category: 'design',
      content_type: 'text',
      text_content:
        '<table><thead><tr><th>Form</th><th>Rule</th><th>Fixes</th></tr></thead><tbody>' +
        '<tr><td><strong>1NF</strong></td><td>Every column holds a single (atomic) value; no repeating groups; rows are identifiable by a key.</td><td>Lists packed into one cell, e.g. <code>phones = "98..., 99..."</code></td></tr>' +
        '<tr><td><strong>2NF</strong></td><td>1NF, and every non-key column depends on the <em>whole</em> primary key.</td><td>Partial dependency: with key (student_id, subject), <code>student_name</code> depends on student_id alone.</td></tr>' +
        '<tr><td><strong>3NF</strong></td><td>2NF, and no non-key column depends on another non-key column.</td><td>Transitive dependency: id → pincode → city.</td></tr>' +
        '<tr><td><strong>BCNF</strong></td><td>For every non-trivial functional dependency X → Y, X is a super key.</td><td>Anomalies 3NF can miss when there are overlapping candidate keys.</td></tr>' +
        '</tbody></table>' +
        '<p>Memory aid: every non-key attribute depends on <em>the key</em> (1NF), <em>the whole key</em> (2NF) and <em>nothing but the key</em> (3NF).</p>',
    },
  ],
  categories: ['queries', 'aggregation', 'joins', 'design'],
  tags: ['sql', 'database', 'queries', 'dbms'],
  color: '#336791',
  featured: true,
};
