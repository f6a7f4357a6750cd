import type { SeedFaq } from '#src/seed/faqs-and-programming-types.js';

/** Python interview questions, with code in <pre> blocks (the public page highlights them and adds a Copy button). */

export const pythonInterviewFaq: SeedFaq = {
  topic_title: 'Python interview questions',
  slug: 'python-interview-questions',
  description: 'Questions asked in Python interviews for freshers and experienced developers, with short answers and runnable examples.',
  tags: ['Python', 'Interview', 'Programming'],
  featured: true,
  questions: [
    {
      question: 'What is the difference between a list and a tuple?',
      answer:
        '<p>A <code>list</code> is <strong>mutable</strong>: you can add, remove and change its items. A <code>tuple</code> is <strong>immutable</strong>: once made it cannot change, so it can be a dictionary key or a member of a set (when its items are hashable too).</p><pre>point = (3, 4)\nsides = [3, 4]\nsides.append(5)        # fine\n# point.append(5)      # AttributeError: tuple has no append\ndistances = {point: 5}  # a tuple can be a key\nprint(sides, distances)</pre>',
    },
    {
      question: 'What is the difference between == and is?',
      answer:
        '<p><code>==</code> compares <strong>values</strong>; <code>is</code> checks whether two names refer to the <strong>same object</strong>. Use <code>is</code> only for singletons such as <code>None</code>.</p><pre>a = [1, 2, 3]\nb = [1, 2, 3]\nprint(a == b)  # True: equal values\nprint(a is b)  # False: two different lists\nc = a\nprint(a is c)  # True: the same list</pre>',
    },
    {
      question: 'What is a decorator?',
      answer:
        '<p>A decorator is a function that takes a function and returns a new one, adding behaviour around it without changing its code. <code>@name</code> above a definition applies it.</p><pre>import functools\nimport time\n\ndef timed(func):\n    @functools.wraps(func)\n    def wrapper(*args, **kwargs):\n        start = time.perf_counter()\n        result = func(*args, **kwargs)\n        print(f"{func.__name__} took {time.perf_counter() - start:.4f} s")\n        return result\n    return wrapper\n\n@timed\ndef total(n):\n    return sum(range(n))\n\nprint(total(1_000_000))</pre>',
    },
    {
      question: 'Why is a mutable default argument a bug?',
      answer:
        '<p>Default values are evaluated <strong>once</strong>, when the function is defined, so every call shares the same list. Use <code>None</code> and make a new list inside.</p><pre>def add_bad(item, items=[]):\n    items.append(item)\n    return items\n\nprint(add_bad(1))  # [1]\nprint(add_bad(2))  # [1, 2]  (the same list again)\n\ndef add_good(item, items=None):\n    if items is None:\n        items = []\n    items.append(item)\n    return items\n\nprint(add_good(1))  # [1]\nprint(add_good(2))  # [2]</pre>',
    },
    {
      question: 'What do *args and **kwargs mean?',
      answer:
        "<p><code>*args</code> collects extra positional arguments into a tuple, and <code>**kwargs</code> collects extra keyword arguments into a dictionary. The names are a convention; the stars do the work.</p><pre>def describe(*args, **kwargs):\n    print(args)    # (1, 2)\n    print(kwargs)  # {'unit': 'cm'}\n\ndescribe(1, 2, unit=\"cm\")</pre>",
    },
    {
      question: 'What is a generator, and when would you use one?',
      answer:
        '<p>A generator is a function that uses <code>yield</code>: it produces values one at a time, only when asked, and keeps its state between them. Use it to go through large or endless sequences without holding them in memory.</p><pre>def squares(limit):\n    for n in range(limit):\n        yield n * n\n\nfor value in squares(5):\n    print(value)  # 0 1 4 9 16\n\n# The same as an expression: nothing is computed until it is read.\nprint(sum(n * n for n in range(1_000_000)))</pre>',
    },
    {
      question: 'What is the GIL?',
      answer:
        '<p>The <strong>Global Interpreter Lock</strong> of CPython lets only one thread run Python bytecode at a time. Threads still help for I/O-bound work (network, files), because the lock is released while waiting; for CPU-bound work use <code>multiprocessing</code> or <code>concurrent.futures.ProcessPoolExecutor</code>. Python 3.13 also offers an experimental build without the GIL.</p>',
    },
  ],
};
