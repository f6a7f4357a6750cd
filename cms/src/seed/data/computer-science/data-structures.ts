import type { SeedSubtopic } from '#src/seed/types.js';

export const dataStructures: SeedSubtopic = {
  subtopic_name: 'data-structures',
  category: 'Programming',
  questions: [
    {
      question: '<p>A <strong>stack</strong> stores and removes elements in which order?</p>',
      options: [
        { option_text: 'First In, First Out (FIFO)' },
        { option_text: 'Last In, First Out (LIFO)' },
        { option_text: 'By priority of the elements' },
        { option_text: 'In sorted order' },
      ],
      answer: 'Last In, First Out (LIFO)',
      explanation:
        '<p>In a stack, insertion (push) and deletion (pop) both happen at the same end, called the top. So the element pushed last is the first one popped: <strong>LIFO</strong>. FIFO describes a queue, and removal by priority describes a priority queue.</p>',
      exams: ['SSC CGL', 'IBPS PO'],
    },
    {
      question:
        '<p>Starting with an empty stack, the following operations are performed in order:</p><p><code>push(1), push(2), push(3), pop(), push(4), pop(), pop()</code></p><p>In what order are the elements popped?</p>',
      options: [{ option_text: '3, 2, 4' }, { option_text: '1, 2, 4' }, { option_text: '4, 3, 2' }, { option_text: '3, 4, 2' }],
      answer: '3, 4, 2',
      explanation:
        '<p>After three pushes the stack (bottom to top) is 1, 2, 3. The first pop removes <strong>3</strong>. Pushing 4 gives 1, 2, 4, so the next pop removes <strong>4</strong>, and the last pop removes <strong>2</strong>. The popped sequence is 3, 4, 2, and 1 remains in the stack.</p>',
      exams: ['GATE CS'],
    },
    {
      question: `<p>What is the time complexity of the following code fragment as a function of <code>n</code>?</p>
<pre><code>count = 0;
for (i = 1; i &lt; n; i = i * 2)
    for (j = 0; j &lt; n; j++)
        count++;</code></pre>`,
      options: [{ option_text: 'O(n)' }, { option_text: 'O(n log n)' }, { option_text: 'O(n<sup>2</sup>)' }, { option_text: 'O(log n)' }],
      answer: 'O(n log n)',
      explanation:
        '<p>The outer loop doubles <code>i</code> each time (1, 2, 4, 8, …), so it runs about log<sub>2</sub> n times. For every outer iteration, the inner loop runs exactly n times. Total work is therefore about n × log<sub>2</sub> n, which is <strong>O(n log n)</strong>.</p>',
    },
    {
      question: '<p>An <strong>inorder traversal</strong> of a binary search tree visits the keys in which order?</p>',
      options: [
        { option_text: 'Descending order' },
        { option_text: 'Level by level from the root' },
        { option_text: 'Ascending (sorted) order' },
        { option_text: 'The order in which they were inserted' },
      ],
      answer: 'Ascending (sorted) order',
      explanation:
        '<p>Inorder traversal visits the left subtree, then the node, then the right subtree. In a BST every key in the left subtree is smaller than the node and every key in the right subtree is larger, so the keys come out in <strong>ascending order</strong>. Level-by-level order is breadth-first traversal, and insertion order is not preserved by the tree.</p>',
      exams: ['GATE CS', 'IBPS PO'],
    },
    {
      question: '<p>What is the <strong>worst-case</strong> time complexity of binary search on a sorted array of <em>n</em> elements?</p>',
      options: [{ option_text: 'O(1)' }, { option_text: 'O(n)' }, { option_text: 'O(log n)' }, { option_text: 'O(n log n)' }],
      answer: 'O(log n)',
      explanation:
        '<p>Each comparison in binary search discards half of the remaining elements. After k comparisons only n/2<sup>k</sup> elements remain, so at most about log<sub>2</sub> n + 1 comparisons are needed. The worst case is therefore <strong>O(log n)</strong>, compared with O(n) for linear search.</p>',
      exams: ['SSC CGL'],
    },
    {
      question: '<p>Which data structure is normally used to implement <strong>breadth-first search (BFS)</strong> of a graph?</p>',
      options: [{ option_text: 'Queue' }, { option_text: 'Stack' }, { option_text: 'Binary search tree' }, { option_text: 'Hash table' }],
      answer: 'Queue',
      explanation:
        '<p>BFS explores all vertices at distance 1 before those at distance 2, and so on. A <strong>queue</strong> (FIFO) gives exactly this behaviour: vertices are visited in the order in which they were discovered. Depth-first search, by contrast, uses a stack (or recursion).</p>',
    },
    {
      question: '<p>What is the value of the postfix expression <code>2 3 4 * +</code>?</p>',
      options: [{ option_text: '20' }, { option_text: '24' }, { option_text: '9' }, { option_text: '14' }],
      answer: '14',
      explanation:
        '<p>Scan left to right using a stack: push 2, 3 and 4. On <code>*</code>, pop 4 and 3 and push 3 × 4 = 12. On <code>+</code>, pop 12 and 2 and push 2 + 12 = <strong>14</strong>. The answer 20 would come from (2 + 3) × 4, which is the postfix expression <code>2 3 + 4 *</code>.</p>',
    },
    {
      question: `<p>What does the following C code print?</p>
<pre><code>int a[5] = {10, 20, 30, 40, 50};
int *p = a + 1;
printf("%d", *(p + 2));</code></pre>`,
      options: [{ option_text: '30' }, { option_text: '40' }, { option_text: '50' }, { option_text: '20' }],
      answer: '40',
      explanation:
        '<p>The array name <code>a</code> decays to a pointer to <code>a[0]</code>, so <code>p = a + 1</code> points to <code>a[1]</code>. Pointer arithmetic moves in whole elements, so <code>p + 2</code> points to <code>a[3]</code>, and <code>*(p + 2)</code> is <strong>40</strong>.</p>',
      exams: ['GATE CS'],
    },
    {
      question:
        '<p>What is the time complexity of inserting a new node at the <strong>beginning</strong> of a singly linked list that already has <em>n</em> nodes (a head pointer is available)?</p>',
      options: [{ option_text: 'O(n)' }, { option_text: 'O(log n)' }, { option_text: 'O(n<sup>2</sup>)' }, { option_text: 'O(1)' }],
      answer: 'O(1)',
      explanation:
        '<p>Insertion at the head needs only two steps: set the new node’s <code>next</code> to the current head, then make the head point to the new node. The number of steps does not depend on n, so it is <strong>O(1)</strong>. Inserting at the end without a tail pointer would be O(n), because the list must be traversed.</p>',
      exams: ['SSC CGL'],
    },
    {
      question:
        '<p>In hashing, which collision-resolution technique keeps all keys that hash to the same slot in a <strong>linked list</strong> attached to that slot?</p>',
      options: [
        { option_text: 'Linear probing' },
        { option_text: 'Quadratic probing' },
        { option_text: 'Separate chaining' },
        { option_text: 'Double hashing' },
      ],
      answer: 'Separate chaining',
      explanation:
        '<p>In <strong>separate chaining</strong>, each table slot holds a list of all keys that hash to it, so colliding keys are simply added to that list. Linear probing, quadratic probing and double hashing are <em>open addressing</em> methods: they store every key inside the table itself and search for another free slot when a collision occurs.</p>',
    },
  ],
};
