import type { SeedCheatsheet } from '../types';

/**
 * Tag for code blocks: returns the template text exactly as written (backslashes are kept, so
 * '\n' inside Python code stays a backslash-n), minus one leading newline and trailing
 * whitespace. It takes no substitutions, so '${...}' cannot be used by mistake.
 */
const code = (text: TemplateStringsArray): string => text.raw.join('').replace(/^\n/, '').replace(/\s+$/, '');

export const cheatsheets: SeedCheatsheet[] = [
  // ---------------------------------------------------------------------------------------------
  {
    title: 'Python Essentials',
    slug: 'python-essentials',
    description:
      'The everyday core of Python 3: types, strings, collections, comprehensions, functions and error handling, with short runnable snippets.',
    category: 'Programming',
    items: [
      {
        title: 'Variables and built-in types',
        description: 'Python is dynamically typed: a name can be rebound to a value of any type.',
        category: 'basics',
        content_type: 'code',
        language: 'python',
        code: code`
age = 21                  # int (arbitrary precision)
price = 99.5              # float
name = "Asha"             # str
is_ready = True           # bool (True / False)
nothing = None            # NoneType

print(type(price))        # <class 'float'>
print(isinstance(age, int))  # True

# Conversions
int("42")      # 42
float("3.5")   # 3.5
str(10)        # '10'
bool(0)        # False ('', [], {}, None and 0 are all falsy)

# Multiple assignment and swapping
a, b = 1, 2
a, b = b, a    # a == 2, b == 1

# Integer vs true division
7 // 2   # 3   (floor division)
7 / 2    # 3.5
7 % 2    # 1   (remainder)
2 ** 10  # 1024`,
      },
      {
        title: 'Mutable vs immutable types',
        category: 'basics',
        content_type: 'text',
        text_content:
          '<p>Whether a value can change in place decides how it behaves when shared between names or passed to a function.</p>' +
          '<table><thead><tr><th>Immutable</th><th>Mutable</th></tr></thead><tbody>' +
          '<tr><td><code>int</code>, <code>float</code>, <code>bool</code>, <code>complex</code></td><td><code>list</code></td></tr>' +
          '<tr><td><code>str</code>, <code>bytes</code></td><td><code>dict</code></td></tr>' +
          '<tr><td><code>tuple</code>, <code>frozenset</code></td><td><code>set</code>, <code>bytearray</code></td></tr>' +
          '</tbody></table>' +
          '<ul>' +
          '<li><strong>Only immutable (hashable) values</strong> can be dictionary keys or set members.</li>' +
          '<li>Assigning <code>b = a</code> never copies: both names refer to the same object. Use <code>a.copy()</code> or <code>copy.deepcopy(a)</code> for a copy.</li>' +
          '<li><em>Pitfall:</em> never use a mutable default argument such as <code>def f(items=[])</code>; the same list is reused on every call. Use <code>None</code> and create the list inside.</li>' +
          '</ul>',
      },
      {
        title: 'Strings and f-strings',
        category: 'strings',
        content_type: 'code',
        language: 'python',
        code: code`
s = "  Hello, World  "
s.strip()            # 'Hello, World'
s.lower()            # '  hello, world  '
s.replace("World", "India")
"a,b,c".split(",")   # ['a', 'b', 'c']
"-".join(["2024", "01", "31"])   # '2024-01-31'
"py" in "python"     # True
"python".startswith("py")        # True
"banana".count("a")  # 3
"banana".find("n")   # 2  (-1 if not found)

# Slicing: [start:stop:step], stop is excluded
word = "python"
word[0]      # 'p'
word[-1]     # 'n'
word[1:4]    # 'yth'
word[::-1]   # 'nohtyp' (reversed)

# f-strings (Python 3.6+)
name, score = "Ravi", 87.456
print(f"{name} scored {score:.2f}")   # Ravi scored 87.46
print(f"{42:05d}")                     # 00042
print(f"{1234567:,}")                  # 1,234,567
print(f"{score=}")                     # score=87.456 (3.8+)`,
      },
      {
        title: 'Lists and tuples',
        category: 'collections',
        content_type: 'code',
        language: 'python',
        code: code`
nums = [3, 1, 4, 1, 5]
nums.append(9)          # add to the end
nums.insert(0, 2)       # insert at index 0
nums.extend([6, 5])     # add several items
nums.remove(1)          # remove the first 1
last = nums.pop()       # remove and return the last item
nums.sort()             # sort in place
ordered = sorted(nums, reverse=True)   # new sorted list
len(nums), sum(nums), max(nums), min(nums)

nums[1:3]     # slice (a new list)
nums[::2]     # every second item

# Tuples are immutable and support unpacking
point = (3, 4)
x, y = point
first, *rest = [1, 2, 3, 4]   # first == 1, rest == [2, 3, 4]

# Iterate with index, or over two lists in step
for i, value in enumerate(["a", "b"], start=1):
    print(i, value)
for name, marks in zip(["Asha", "Ravi"], [91, 84]):
    print(name, marks)`,
      },
      {
        title: 'Dictionaries and sets',
        category: 'collections',
        content_type: 'code',
        language: 'python',
        code: code`
marks = {"maths": 92, "physics": 85}
marks["chemistry"] = 78          # add or update
marks.get("biology", 0)          # 0 (default instead of KeyError)
del marks["physics"]
"maths" in marks                 # True (checks keys)

for subject, score in marks.items():
    print(subject, score)

marks.keys(), marks.values()
merged = {**marks, "english": 88}        # merge into a new dict
marks |= {"english": 88}                 # in-place merge (3.9+)

from collections import Counter, defaultdict
Counter("banana")                # Counter({'a': 3, 'n': 2, 'b': 1})
groups = defaultdict(list)
groups["even"].append(2)         # no KeyError for a new key

# Sets: unique items, fast membership tests
a, b = {1, 2, 3}, {2, 3, 4}
a | b    # {1, 2, 3, 4} union
a & b    # {2, 3}       intersection
a - b    # {1}          difference
a ^ b    # {1, 4}       symmetric difference`,
      },
      {
        title: 'Comprehensions and generators',
        category: 'collections',
        content_type: 'code',
        language: 'python',
        code: code`
squares = [n * n for n in range(1, 6)]            # [1, 4, 9, 16, 25]
evens = [n for n in range(10) if n % 2 == 0]      # [0, 2, 4, 6, 8]
labels = ["pass" if m >= 40 else "fail" for m in [35, 72]]

lengths = {w: len(w) for w in ["ssc", "upsc"]}    # {'ssc': 3, 'upsc': 4}
initials = {w[0] for w in ["apple", "avocado", "banana"]}   # {'a', 'b'}

pairs = [(r, c) for r in range(2) for c in range(2)]
# [(0, 0), (0, 1), (1, 0), (1, 1)]

# Generator expression: lazy, uses almost no memory
total = sum(n * n for n in range(1_000_000))

# Generator function
def countdown(n):
    while n > 0:
        yield n
        n -= 1

list(countdown(3))   # [3, 2, 1]`,
      },
      {
        title: 'Functions',
        category: 'functions',
        content_type: 'code',
        language: 'python',
        code: code`
def percentage(part, whole, digits=2):
    """Return part as a percentage of whole."""
    return round(part / whole * 100, digits)

percentage(45, 60)              # 75.0
percentage(whole=3, part=1)     # keyword arguments: 33.33

# Variable numbers of arguments
def report(title, *scores, **options):
    print(title, scores, options)

report("Mock 1", 70, 82, sep="|")   # Mock 1 (70, 82) {'sep': '|'}

# Type hints (not enforced at run time)
def average(values: list[float]) -> float:
    return sum(values) / len(values)

# Lambda: a small anonymous function
students = [("Asha", 91), ("Ravi", 84), ("Meena", 97)]
students.sort(key=lambda s: s[1], reverse=True)

# map / filter (a comprehension is often clearer)
list(map(str.upper, ["a", "b"]))          # ['A', 'B']
list(filter(lambda n: n > 2, [1, 2, 3]))  # [3]`,
      },
      {
        title: 'Exceptions and files',
        description: 'Handle errors explicitly and let a with-block close files for you.',
        category: 'functions',
        content_type: 'mixed',
        mixed_content: [
          {
            type: 'text',
            content:
              '<p>Catch the <strong>specific</strong> exception you expect. <code>else</code> runs only when no exception was raised, and <code>finally</code> always runs.</p>',
          },
          {
            type: 'code',
            language: 'python',
            content: code`
def safe_divide(a, b):
    try:
        result = a / b
    except ZeroDivisionError:
        print("Cannot divide by zero")
        return None
    else:
        return result
    finally:
        print("done")

def set_marks(marks):
    if not 0 <= marks <= 100:
        raise ValueError("marks must be between 0 and 100")
    return marks`,
          },
          {
            type: 'text',
            content:
              '<p>A <code>with</code> block closes the file even if an error occurs. Mode <code>"r"</code> reads, <code>"w"</code> overwrites, <code>"a"</code> appends.</p>',
          },
          {
            type: 'code',
            language: 'python',
            content: code`
with open("notes.txt", "w", encoding="utf-8") as f:
    f.write("Line 1\n")

with open("notes.txt", encoding="utf-8") as f:
    for line in f:
        print(line.rstrip())`,
          },
        ],
      },
    ],
    categories: ['basics', 'strings', 'collections', 'functions'],
    tags: ['python', 'programming', 'basics', 'coding'],
    color: '#3776AB',
    featured: true,
  },

  // ---------------------------------------------------------------------------------------------
  {
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
  },

  // ---------------------------------------------------------------------------------------------
  {
    title: 'Git Commands',
    slug: 'git-commands',
    description:
      'The Git commands you use every day — setting up, committing, branching, working with remotes and undoing mistakes safely.',
    category: 'Git',
    items: [
      {
        title: 'Setup and first repository',
        category: 'basics',
        content_type: 'code',
        language: 'bash',
        code: code`
git config --global user.name "Your Name"
git config --global user.email "you@example.com"
git config --global init.defaultBranch main
git config --list                 # show the effective settings

git init                          # new repository in the current folder
git clone https://github.com/user/repo.git
git clone https://github.com/user/repo.git my-folder`,
      },
      {
        title: 'Everyday workflow',
        category: 'basics',
        content_type: 'code',
        language: 'bash',
        code: code`
git status                    # what changed, what is staged
git add notes.md              # stage one file
git add .                     # stage everything in this folder
git add -p                    # stage selected hunks interactively
git commit -m "Add SSC notes"
git commit --amend            # fix the last commit (only if not yet pushed)

git diff                      # unstaged changes
git diff --staged             # staged changes
git log --oneline --graph --all
git show HEAD                 # details of the latest commit

git stash push -m "wip"       # shelve uncommitted work
git stash list
git stash pop                 # re-apply the latest stash and drop it`,
      },
      {
        title: 'Branching and merging',
        category: 'branching',
        content_type: 'code',
        language: 'bash',
        code: code`
git branch                    # list local branches
git branch -a                 # include remote-tracking branches
git switch -c feature/login   # create and switch (older: git checkout -b)
git switch main               # switch to an existing branch

git merge feature/login            # merge into the current branch
git merge --no-ff feature/login    # always create a merge commit

git branch -d feature/login   # delete (refuses if unmerged)
git branch -D feature/login   # force delete

# After fixing a merge conflict:
git add conflicted-file.txt
git commit                    # or: git merge --abort to give up`,
      },
      {
        title: 'Rebase',
        description: 'Replays your commits on top of another branch for a straight-line history.',
        category: 'branching',
        content_type: 'mixed',
        mixed_content: [
          {
            type: 'code',
            language: 'bash',
            content: code`
git switch feature/login
git rebase main               # replay feature commits on top of main

# On a conflict: fix the files, then
git add conflicted-file.txt
git rebase --continue         # or: git rebase --abort

git rebase -i HEAD~3          # squash, reword or reorder the last 3 commits`,
          },
          {
            type: 'text',
            content:
              '<p><strong>Golden rule:</strong> do not rebase commits that others have already pulled. Rebasing rewrites commit IDs; if you must update a pushed branch of your own, use <code>git push --force-with-lease</code>, which refuses to overwrite work you have not seen.</p>',
          },
        ],
      },
      {
        title: 'Working with remotes',
        category: 'remote',
        content_type: 'code',
        language: 'bash',
        code: code`
git remote -v                           # list remotes
git remote add origin https://github.com/user/repo.git

git fetch origin                        # download without merging
git pull                                # fetch + merge
git pull --rebase                       # fetch + rebase local commits

git push -u origin feature/login        # first push; sets upstream
git push                                # later pushes
git push origin --delete feature/login  # delete a remote branch

git tag v1.0.0
git push origin v1.0.0`,
      },
      {
        title: 'Undoing changes',
        category: 'undo',
        content_type: 'mixed',
        mixed_content: [
          {
            type: 'text',
            content:
              '<ul>' +
              '<li><code>restore</code> works on files, <code>reset</code> moves the branch pointer, <code>revert</code> adds a new commit that undoes an old one.</li>' +
              '<li>Use <strong>revert</strong> for commits that are already pushed; it does not rewrite history.</li>' +
              '</ul>',
          },
          {
            type: 'code',
            language: 'bash',
            content: code`
git restore notes.md              # discard unstaged edits to a file
git restore --staged notes.md     # unstage, keep the edits

git reset --soft HEAD~1           # undo last commit, keep changes staged
git reset HEAD~1                  # undo last commit, keep changes unstaged
git reset --hard HEAD~1           # undo last commit AND discard changes (careful!)

git revert a1b2c3d                # new commit that reverses a1b2c3d

git reflog                        # every position HEAD has been at
git reset --hard HEAD@{2}         # go back to one of them`,
          },
        ],
      },
    ],
    categories: ['basics', 'branching', 'remote', 'undo'],
    tags: ['git', 'version control', 'github', 'commands'],
    color: '#F05032',
    featured: false,
  },

  // ---------------------------------------------------------------------------------------------
  {
    title: 'Quantitative Aptitude Formulas',
    slug: 'quant-formulas',
    description:
      'Must-know arithmetic formulas for SSC, banking and railway exams: percentages, averages, profit and loss, simple and compound interest, time and work, and speed, distance and time.',
    category: 'Other',
    items: [
      {
        title: 'Percentage basics',
        description: 'Knowing these fraction equivalents by heart saves time in every arithmetic question.',
        category: 'arithmetic',
        content_type: 'text',
        text_content:
          '<p><strong>x% of y</strong> = x × y / 100, and x% of y = y% of x (e.g. 8% of 50 = 50% of 8 = 4).</p>' +
          '<ul>' +
          '<li>1/2 = 50%, 1/3 = 33⅓%, 1/4 = 25%, 1/5 = 20%</li>' +
          '<li>1/6 = 16⅔%, 1/7 ≈ 14.29%, 1/8 = 12.5%, 1/9 ≈ 11.11%</li>' +
          '<li>1/10 = 10%, 1/11 ≈ 9.09%, 1/12 = 8⅓%, 1/16 = 6.25%, 1/20 = 5%</li>' +
          '</ul>' +
          '<p>To express A as a percentage of B: (A / B) × 100.</p>',
      },
      {
        title: 'Percentage change',
        category: 'arithmetic',
        content_type: 'code',
        language: 'formula',
        code: code`
% change = (New value − Old value) / Old value × 100

Successive changes of a% and b%:  net % = a + b + (a × b) / 100
   (use a negative number for a decrease)
   +10% then −10%  →  10 − 10 − 1 = −1%  (a net 1% fall)

If A is r% more than B, then B is  r / (100 + r) × 100 % less than A
If A is r% less than B, then B is  r / (100 − r) × 100 % more than A

Price rises by r%: to keep spending the same, cut consumption by
   r / (100 + r) × 100 %

Population P growing at R% a year for n years:  P × (1 + R/100)^n`,
      },
      {
        title: 'Averages',
        category: 'arithmetic',
        content_type: 'code',
        language: 'formula',
        code: code`
Average = Sum of observations / Number of observations

Sum of first n natural numbers = n(n + 1) / 2    → average (n + 1) / 2
Sum of first n odd numbers     = n²              → average n
Sum of first n even numbers    = n(n + 1)        → average n + 1

Weighted average = (n₁a₁ + n₂a₂) / (n₁ + n₂)

A new value x joins n values with average A, new average A':
   x = A' + n(A' − A)

Average speed for equal distances at x and y = 2xy / (x + y)`,
      },
      {
        title: 'Profit, loss and discount',
        category: 'commerce',
        content_type: 'code',
        language: 'formula',
        code: code`
Profit = SP − CP          Loss = CP − SP
Profit % = Profit / CP × 100          Loss % = Loss / CP × 100
SP = CP × (100 + Profit%) / 100       SP = CP × (100 − Loss%) / 100

Discount = MP − SP        Discount % = Discount / MP × 100
SP = MP × (100 − Discount%) / 100
Successive discounts a% and b%: single discount = a + b − (a × b) / 100

Two items sold at the same SP, one at x% profit and one at x% loss:
   always a loss of  x² / 100 %

Dishonest dealer (false weight):
   Gain % = Error / (True value − Error) × 100

(CP = cost price, SP = selling price, MP = marked price)`,
      },
      {
        title: 'Simple and compound interest',
        category: 'commerce',
        content_type: 'text',
        text_content:
          // Math (issue #17): LaTeX between $…$ and $$…$$, typeset by the proxy.
          '<ul>' +
          '<li><strong>Simple interest:</strong> $\\text{SI} = \\dfrac{P \\times R \\times T}{100}$, and Amount $= P + \\text{SI}$.</li>' +
          '<li><strong>Compound interest:</strong> $A = P\\left(1 + \\dfrac{R}{100}\\right)^{T}$ and $\\text{CI} = A - P$.</li>' +
          '<li><strong>Half-yearly compounding:</strong> $A = P\\left(1 + \\dfrac{R}{200}\\right)^{2T}$; <strong>quarterly:</strong> $A = P\\left(1 + \\dfrac{R}{400}\\right)^{4T}$.</li>' +
          '<li><strong>CI − SI for 2 years</strong> $= P\\left(\\dfrac{R}{100}\\right)^{2}$.</li>' +
          '<li><strong>CI − SI for 3 years</strong> $= P\\left(\\dfrac{R}{100}\\right)^{2}\\left(3 + \\dfrac{R}{100}\\right)$.</li>' +
          '<li>A sum doubles in $T$ years at simple interest when $R = \\dfrac{100}{T}$.</li>' +
          '</ul>' +
          '<p>Rate that turns $P$ into $A$ in $T$ years at compound interest:</p>' +
          '<p>$$R = 100\\left(\\sqrt[T]{\\frac{A}{P}} - 1\\right)$$</p>' +
          '<p><em>P = principal, R = rate % per annum, T = time in years.</em></p>',
      },
      {
        title: 'Compound interest shortcuts',
        category: 'commerce',
        content_type: 'code',
        language: 'formula',
        code: code`
Effective rate for 2 years at R% compound = 2R + R²/100 %
   10% for 2 years → 20 + 1 = 21%

Different rates R₁, R₂, R₃ in successive years:
   A = P (1 + R₁/100)(1 + R₂/100)(1 + R₃/100)

A sum becomes x times in n years at compound interest
   → it becomes x^k times in k × n years

Present value of an amount A due in T years:  P = A / (1 + R/100)^T`,
      },
      {
        title: 'Time and work',
        category: 'time',
        content_type: 'code',
        language: 'formula',
        code: code`
If A finishes a job in a days, A's one-day work = 1/a

A and B together:        time = ab / (a + b)
A, B and C together:     time = abc / (ab + bc + ca)

Men–days–hours rule:     M₁ D₁ H₁ / W₁ = M₂ D₂ H₂ / W₂
   (M = workers, D = days, H = hours per day, W = work done)

Efficiency is inversely proportional to time:
   if A is twice as efficient as B, A takes half the time

Pipes: filling pipe in x hours, emptying pipe in y hours (y > x)
   both open → tank fills in  xy / (y − x)  hours`,
      },
      {
        title: 'Speed, distance and time',
        category: 'time',
        content_type: 'code',
        language: 'formula',
        code: code`
Distance = Speed × Time
1 km/h = 5/18 m/s          1 m/s = 18/5 km/h = 3.6 km/h

Relative speed:  opposite directions → S₁ + S₂
                 same direction      → S₁ − S₂

Trains: crossing a pole or a person → time = train length / speed
        crossing a platform          → time = (train + platform) / speed
        crossing another train       → (L₁ + L₂) / relative speed

Boats (u = speed in still water, v = speed of stream):
   Downstream = u + v          Upstream = u − v
   u = (Down + Up) / 2         v = (Down − Up) / 2`,
      },
    ],
    categories: ['arithmetic', 'commerce', 'time'],
    tags: ['aptitude', 'maths', 'formulas', 'ssc', 'banking'],
    color: '#D97706',
    featured: true,
  },

  // ---------------------------------------------------------------------------------------------
  {
    title: 'Linux Command Line',
    slug: 'linux-command-line',
    description: 'Core shell commands for moving around the file system, reading and searching text, permissions, processes and archives.',
    category: 'Linux',
    items: [
      {
        title: 'Navigating and managing files',
        category: 'files',
        content_type: 'code',
        language: 'bash',
        code: code`
pwd                       # print the current directory
ls -lah                   # long listing, hidden files, human sizes
cd /var/log               # absolute path
cd ..                     # up one level
cd ~                      # home directory (also just: cd)
cd -                      # previous directory

mkdir -p projects/notes   # create nested directories
touch todo.txt            # create an empty file / update its time
cp report.txt backup.txt
cp -r src/ src-copy/      # copy a directory recursively
mv old.txt new.txt        # rename or move
rm file.txt
rm -r old-folder/         # delete a directory (no recycle bin!)
ln -s /opt/app/bin/app ~/bin/app   # symbolic link`,
      },
      {
        title: 'Viewing and searching text',
        category: 'text',
        content_type: 'code',
        language: 'bash',
        code: code`
cat notes.txt             # print a whole file
less big.log              # scroll (q to quit, /word to search)
head -n 20 data.csv       # first 20 lines
tail -n 50 app.log        # last 50 lines
tail -f app.log           # follow a growing file (Ctrl+C to stop)
wc -l data.csv            # count lines

grep "error" app.log      # lines containing "error"
grep -i "error" app.log   # case-insensitive
grep -rn "TODO" src/      # recursive, with line numbers
grep -v "debug" app.log   # lines NOT matching

find . -name "*.pdf"              # by name
find /tmp -type f -mtime +7       # files modified over 7 days ago
find . -type f -size +100M        # files larger than 100 MB`,
      },
      {
        title: 'Pipes and redirection',
        category: 'text',
        content_type: 'code',
        language: 'bash',
        code: code`
ls -l > listing.txt       # write stdout to a file (overwrite)
echo "done" >> log.txt    # append
cmd 2> errors.txt         # write stderr to a file
cmd > all.txt 2>&1        # stdout and stderr to the same file
cmd < input.txt           # read stdin from a file

# The output of one command becomes the input of the next
cat access.log | cut -d' ' -f1 | sort | uniq -c | sort -nr | head
ps aux | grep nginx
history | tail -n 20

# Build arguments from input
find . -name "*.tmp" | xargs rm

cmd1 && cmd2              # run cmd2 only if cmd1 succeeds
cmd1 || cmd2              # run cmd2 only if cmd1 fails`,
      },
      {
        title: 'Permissions and ownership',
        description: 'Read = 4, write = 2, execute = 1; the three digits are owner, group and others.',
        category: 'permissions',
        content_type: 'code',
        language: 'bash',
        code: code`
ls -l script.sh           # -rwxr-xr-- : owner rwx, group r-x, others r--

chmod 755 script.sh       # rwxr-xr-x  (7 = 4+2+1, 5 = 4+1)
chmod 644 notes.txt       # rw-r--r--
chmod u+x script.sh       # add execute for the owner
chmod go-w shared.txt     # remove write for group and others
chmod -R 750 project/     # apply recursively

sudo chown asha:staff report.txt   # change owner and group
sudo chown -R asha project/

whoami                    # current user
id                        # user id, group ids
sudo command              # run one command as root`,
      },
      {
        title: 'Processes and system information',
        category: 'system',
        content_type: 'code',
        language: 'bash',
        code: code`
ps aux                    # all processes
top                       # live view (htop if installed)
kill 1234                 # ask process 1234 to stop (SIGTERM)
kill -9 1234              # force stop (SIGKILL), last resort
long_task &               # run in the background
jobs                      # background jobs of this shell
fg %1                     # bring job 1 to the foreground
nohup ./server.sh &       # keep running after logout

df -h                     # disk space per file system
du -sh *                  # size of each item in this folder
free -h                   # memory usage
uptime                    # load average
uname -a                  # kernel and architecture`,
      },
      {
        title: 'Archives and networking',
        category: 'system',
        content_type: 'code',
        language: 'bash',
        code: code`
tar -czf backup.tar.gz notes/     # create a gzip-compressed archive
tar -tzf backup.tar.gz            # list its contents
tar -xzf backup.tar.gz -C /tmp    # extract into /tmp
zip -r notes.zip notes/
unzip notes.zip

curl -O https://example.com/file.pdf     # download, keep the name
curl -I https://example.com              # response headers only
wget https://example.com/file.pdf

ping -c 4 example.com
ssh asha@203.0.113.10                    # remote login
scp report.pdf asha@203.0.113.10:~/docs/ # copy a file to a server
ip addr                                  # network interfaces`,
      },
    ],
    categories: ['files', 'text', 'permissions', 'system'],
    tags: ['linux', 'bash', 'shell', 'terminal', 'commands'],
    color: '#FCC624',
    featured: false,
  },

  // ---------------------------------------------------------------------------------------------
  {
    title: 'Indian Polity at a Glance',
    slug: 'indian-polity-at-a-glance',
    description:
      'Quick revision of the Constitution of India for UPSC, SSC and state exams: its structure, key articles, the twelve schedules, writs and landmark amendments.',
    category: 'Other',
    items: [
      {
        title: 'The Constitution in brief',
        category: 'structure',
        content_type: 'text',
        text_content:
          '<ul>' +
          '<li>Adopted by the Constituent Assembly on <strong>26 November 1949</strong> (celebrated as Constitution Day); came into force on <strong>26 January 1950</strong> (Republic Day).</li>' +
          '<li>Chairman of the Drafting Committee: <strong>Dr B.R. Ambedkar</strong>. President of the Constituent Assembly: <strong>Dr Rajendra Prasad</strong>.</li>' +
          '<li>Originally <strong>395 articles in 22 parts and 8 schedules</strong>; it now has <strong>12 schedules</strong>. New articles are inserted with letters (e.g. 21A, 51A), so the last article is still numbered 395.</li>' +
          '<li>The Preamble declares India a <em>Sovereign, Socialist, Secular, Democratic Republic</em>; "Socialist", "Secular" and "Integrity" were added by the 42nd Amendment (1976).</li>' +
          '</ul>',
      },
      {
        title: 'Important parts',
        category: 'structure',
        content_type: 'text',
        text_content:
          '<table><thead><tr><th>Part</th><th>Subject</th><th>Articles</th></tr></thead><tbody>' +
          '<tr><td>I</td><td>The Union and its territory</td><td>1–4</td></tr>' +
          '<tr><td>II</td><td>Citizenship</td><td>5–11</td></tr>' +
          '<tr><td>III</td><td>Fundamental Rights</td><td>12–35</td></tr>' +
          '<tr><td>IV</td><td>Directive Principles of State Policy</td><td>36–51</td></tr>' +
          '<tr><td>IVA</td><td>Fundamental Duties</td><td>51A</td></tr>' +
          '<tr><td>V</td><td>The Union (President, Parliament, Supreme Court, CAG)</td><td>52–151</td></tr>' +
          '<tr><td>VI</td><td>The States</td><td>152–237</td></tr>' +
          '<tr><td>IX</td><td>Panchayats</td><td>243–243O</td></tr>' +
          '<tr><td>IXA</td><td>Municipalities</td><td>243P–243ZG</td></tr>' +
          '<tr><td>XV</td><td>Elections</td><td>324–329</td></tr>' +
          '<tr><td>XVIII</td><td>Emergency provisions</td><td>352–360</td></tr>' +
          '<tr><td>XX</td><td>Amendment of the Constitution</td><td>368</td></tr>' +
          '</tbody></table>',
      },
      {
        title: 'Fundamental Rights (Part III)',
        category: 'articles',
        content_type: 'text',
        text_content:
          '<ul>' +
          '<li><strong>Right to Equality</strong> — Articles 14–18 (equality before law, no discrimination, equal opportunity in public employment, abolition of untouchability and of titles).</li>' +
          '<li><strong>Right to Freedom</strong> — Articles 19–22 (six freedoms in Art. 19, protection in respect of conviction, <em>life and personal liberty</em> in Art. 21, right to education in Art. 21A, safeguards on arrest).</li>' +
          '<li><strong>Right against Exploitation</strong> — Articles 23–24 (no trafficking or forced labour; no child labour in hazardous work under 14).</li>' +
          '<li><strong>Right to Freedom of Religion</strong> — Articles 25–28.</li>' +
          "<li><strong>Cultural and Educational Rights</strong> — Articles 29–30 (including minorities' right to run educational institutions).</li>" +
          '<li><strong>Right to Constitutional Remedies</strong> — Article 32, called the "heart and soul" of the Constitution by Dr Ambedkar.</li>' +
          '</ul>' +
          '<p>The Right to Property was removed from Part III by the <strong>44th Amendment (1978)</strong>; it is now a legal right under Article 300A.</p>',
      },
      {
        title: 'Key articles to remember',
        category: 'articles',
        content_type: 'text',
        text_content:
          '<table><thead><tr><th>Article</th><th>Provision</th></tr></thead><tbody>' +
          '<tr><td>40</td><td>Organisation of village panchayats (DPSP)</td></tr>' +
          '<tr><td>44</td><td>Uniform civil code (DPSP)</td></tr>' +
          '<tr><td>51A</td><td>Fundamental Duties</td></tr>' +
          '<tr><td>72</td><td>Pardoning power of the President</td></tr>' +
          '<tr><td>76</td><td>Attorney General for India</td></tr>' +
          '<tr><td>110</td><td>Definition of a Money Bill</td></tr>' +
          '<tr><td>112</td><td>Annual Financial Statement (the Budget)</td></tr>' +
          '<tr><td>123</td><td>Ordinance-making power of the President</td></tr>' +
          '<tr><td>148</td><td>Comptroller and Auditor General of India</td></tr>' +
          '<tr><td>226</td><td>Power of High Courts to issue writs</td></tr>' +
          '<tr><td>280</td><td>Finance Commission</td></tr>' +
          '<tr><td>324</td><td>Election Commission</td></tr>' +
          '<tr><td>352</td><td>National Emergency</td></tr>' +
          "<tr><td>356</td><td>President's Rule in a state</td></tr>" +
          '<tr><td>360</td><td>Financial Emergency</td></tr>' +
          '<tr><td>368</td><td>Power of Parliament to amend the Constitution</td></tr>' +
          '</tbody></table>',
      },
      {
        title: 'Writs',
        description: 'Issued by the Supreme Court under Article 32 and by High Courts under Article 226.',
        category: 'articles',
        content_type: 'mixed',
        mixed_content: [
          {
            type: 'text',
            content:
              '<ul>' +
              '<li><strong>Habeas Corpus</strong> — "to have the body": produce a detained person before the court.</li>' +
              '<li><strong>Mandamus</strong> — "we command": directs a public authority to perform its duty.</li>' +
              '<li><strong>Prohibition</strong> — stops a lower court or tribunal from exceeding its jurisdiction (issued while proceedings are pending).</li>' +
              '<li><strong>Certiorari</strong> — quashes an order already passed by a lower court or tribunal without jurisdiction.</li>' +
              '<li><strong>Quo Warranto</strong> — "by what authority": questions a person\'s claim to a public office.</li>' +
              '</ul>' +
              "<p>High Courts can issue writs for legal rights as well as Fundamental Rights, so their writ jurisdiction is wider than the Supreme Court's.</p>",
          },
          {
            type: 'code',
            language: 'plaintext',
            content: code`
Memory aid: "He Made Paper Cranes Quietly"
  H - Habeas Corpus
  M - Mandamus
  P - Prohibition
  C - Certiorari
  Q - Quo Warranto`,
          },
        ],
      },
      {
        title: 'The twelve schedules',
        category: 'structure',
        content_type: 'text',
        text_content:
          '<table><thead><tr><th>Schedule</th><th>Contents</th></tr></thead><tbody>' +
          '<tr><td>1st</td><td>Names of states and union territories and their territories</td></tr>' +
          '<tr><td>2nd</td><td>Emoluments of the President, Governors, Speakers, judges and the CAG</td></tr>' +
          '<tr><td>3rd</td><td>Forms of oaths and affirmations</td></tr>' +
          '<tr><td>4th</td><td>Allocation of Rajya Sabha seats to states and UTs</td></tr>' +
          '<tr><td>5th</td><td>Administration of Scheduled Areas and Scheduled Tribes</td></tr>' +
          '<tr><td>6th</td><td>Tribal areas of Assam, Meghalaya, Tripura and Mizoram</td></tr>' +
          '<tr><td>7th</td><td>Union, State and Concurrent Lists</td></tr>' +
          '<tr><td>8th</td><td>Languages recognised by the Constitution (now 22)</td></tr>' +
          '<tr><td>9th</td><td>Acts protected from challenge on grounds of Fundamental Rights (added by the 1st Amendment, 1951)</td></tr>' +
          '<tr><td>10th</td><td>Anti-defection law (added by the 52nd Amendment, 1985)</td></tr>' +
          '<tr><td>11th</td><td>Powers of panchayats — 29 subjects (73rd Amendment, 1992)</td></tr>' +
          '<tr><td>12th</td><td>Powers of municipalities — 18 subjects (74th Amendment, 1992)</td></tr>' +
          '</tbody></table>',
      },
      {
        title: 'Landmark amendments',
        category: 'amendments',
        content_type: 'mixed',
        mixed_content: [
          {
            type: 'text',
            content:
              '<ul>' +
              '<li><strong>1st (1951)</strong> — added the Ninth Schedule.</li>' +
              '<li><strong>7th (1956)</strong> — reorganised states on a linguistic basis.</li>' +
              '<li><strong>42nd (1976)</strong> — the "mini-Constitution": added Socialist, Secular and Integrity to the Preamble and the Fundamental Duties (Part IVA).</li>' +
              '<li><strong>44th (1978)</strong> — removed the Right to Property from Fundamental Rights; replaced "internal disturbance" with "armed rebellion" as a ground for National Emergency.</li>' +
              '<li><strong>52nd (1985)</strong> — anti-defection law (Tenth Schedule).</li>' +
              '<li><strong>61st (1989)</strong> — voting age lowered from 21 to 18.</li>' +
              '<li><strong>73rd and 74th (1992)</strong> — constitutional status for panchayats and municipalities.</li>' +
              '<li><strong>86th (2002)</strong> — free and compulsory education for children aged 6–14 (Article 21A) and an 11th Fundamental Duty.</li>' +
              '<li><strong>101st (2016)</strong> — Goods and Services Tax.</li>' +
              '<li><strong>103rd (2019)</strong> — up to 10% reservation for economically weaker sections.</li>' +
              '<li><strong>106th (2023)</strong> — one-third of seats in the Lok Sabha and state assemblies reserved for women.</li>' +
              '</ul>',
          },
          {
            type: 'code',
            language: 'plaintext',
            content: code`
Quick pairs to revise
  1st  → 9th Schedule        52nd  → 10th Schedule
  42nd → Fundamental Duties  86th  → Art. 21A
  61st → Voting age 18       101st → GST
  73rd → Panchayats          74th  → Municipalities`,
          },
        ],
      },
      {
        title: 'How the Constitution is amended',
        description: 'Article 368 and the three kinds of majority.',
        category: 'amendments',
        content_type: 'mixed',
        mixed_content: [
          {
            type: 'text',
            content:
              '<p>An amendment bill can be introduced in <strong>either House</strong> of Parliament, but not in a state legislature, and the President must give assent (24th Amendment, 1971). There is no joint sitting for amendment bills.</p>',
          },
          {
            type: 'code',
            language: 'plaintext',
            content: code`
1. Simple majority (outside Article 368)
   e.g. creating new states (Art. 2-4), citizenship, quorum rules

2. Special majority (Article 368)
   majority of the total membership of each House AND
   two-thirds of members present and voting
   e.g. Fundamental Rights, Directive Principles

3. Special majority + ratification by half of the state legislatures
   e.g. election of the President, Supreme Court and High Courts,
   distribution of powers (Seventh Schedule), Article 368 itself`,
          },
          {
            type: 'text',
            content:
              '<p>In <em>Kesavananda Bharati v. State of Kerala</em> (1973) the Supreme Court held that Parliament cannot alter the <strong>basic structure</strong> of the Constitution.</p>',
          },
        ],
      },
    ],
    categories: ['structure', 'articles', 'amendments'],
    tags: ['polity', 'constitution', 'upsc', 'ssc', 'gk'],
    featured: false,
  },
];
