import type { SeedCheatsheet } from '#src/seed/types.js';
import { code } from './code-block';

export const pythonEssentials: SeedCheatsheet = {
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
};
