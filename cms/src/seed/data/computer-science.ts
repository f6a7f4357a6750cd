import type { SeedTopic } from '../types';

/** Original demo questions: computer science for SSC, banking (IT officer), RRB and GATE aspirants. */
export const computerScience: SeedTopic = {
  topic_name: 'computer-science',
  subtopics: [
    {
      subtopic_name: 'computer-fundamentals',
      category: 'Basics',
      questions: [
        {
          question: '<p>In the binary convention used for memory sizes, <strong>1 kilobyte (KB)</strong> is equal to how many bytes?</p>',
          options: [{ option_text: '1000' }, { option_text: '1024' }, { option_text: '512' }, { option_text: '2048' }],
          answer: '1024',
          explanation:
            '<p>Memory is addressed in powers of two, so 1 KB = 2<sup>10</sup> bytes = <strong>1024 bytes</strong>. Likewise 1 MB = 1024 KB and 1 GB = 1024 MB. The value 1000 is the decimal (SI) kilo used by some storage manufacturers, but exam questions on memory units expect 1024.</p>',
          exams: ['SSC CGL', 'RRB NTPC'],
        },
        {
          question:
            '<p>Which of the following types of memory is <strong>volatile</strong>, i.e. loses its contents when power is switched off?</p>',
          options: [{ option_text: 'ROM' }, { option_text: 'Hard disk' }, { option_text: 'Flash memory' }, { option_text: 'RAM' }],
          answer: 'RAM',
          explanation:
            '<p><strong>RAM</strong> (Random Access Memory) needs continuous power to hold data, so its contents are lost when the computer is turned off. ROM, hard disks and flash memory (pen drives, SSDs) are <em>non-volatile</em> and retain data without power. This is why unsaved work in RAM is lost during a power cut.</p>',
          exams: ['SSC CGL', 'IBPS PO'],
        },
        {
          question: '<p>What is the binary equivalent of the decimal number <strong>25</strong>?</p>',
          options: [{ option_text: '10101' }, { option_text: '11001' }, { option_text: '11010' }, { option_text: '10011' }],
          answer: '11001',
          explanation:
            '<p>Write 25 as a sum of powers of two: 25 = 16 + 8 + 1 = 2<sup>4</sup> + 2<sup>3</sup> + 2<sup>0</sup>. Placing 1s in positions 4, 3 and 0 gives <strong>11001</strong>. Check: 1×16 + 1×8 + 0×4 + 0×2 + 1×1 = 25.</p>',
          exams: ['SSC CGL'],
        },
        {
          question:
            '<p>Which language translator converts an <strong>entire</strong> high-level program into machine code before the program is run?</p>',
          options: [{ option_text: 'Interpreter' }, { option_text: 'Assembler' }, { option_text: 'Compiler' }, { option_text: 'Loader' }],
          answer: 'Compiler',
          explanation:
            '<p>A <strong>compiler</strong> translates the whole source program into object/machine code in one go and reports all errors it finds; the compiled program is then executed. An interpreter translates and executes one statement at a time. An assembler translates assembly language (not a high-level language), and a loader only places an already-translated program into memory.</p>',
        },
        {
          question: '<p>The hexadecimal number <strong>2F</strong> is equal to which decimal number?</p>',
          options: [{ option_text: '45' }, { option_text: '31' }, { option_text: '53' }, { option_text: '47' }],
          answer: '47',
          explanation:
            '<p>In hexadecimal, F stands for 15. So 2F = 2 × 16 + 15 × 1 = 32 + 15 = <strong>47</strong>. (31 would be 1F, and 45 would be 2D.)</p>',
          exams: ['IBPS PO'],
        },
        {
          question: '<p>Which of the following is <strong>not</strong> an operating system?</p>',
          options: [{ option_text: 'Linux' }, { option_text: 'Microsoft Excel' }, { option_text: 'Android' }, { option_text: 'macOS' }],
          answer: 'Microsoft Excel',
          explanation:
            '<p><strong>Microsoft Excel</strong> is a spreadsheet application program that runs on top of an operating system. Linux, Android and macOS are all operating systems: they manage hardware, memory, files and processes and provide a platform for applications.</p>',
        },
        {
          question: '<p><strong>Cache memory</strong> is mainly used to reduce the speed mismatch between which two components?</p>',
          options: [
            { option_text: 'CPU and main memory' },
            { option_text: 'Main memory and hard disk' },
            { option_text: 'Hard disk and printer' },
            { option_text: 'Keyboard and CPU' },
          ],
          answer: 'CPU and main memory',
          explanation:
            '<p>The CPU works much faster than main memory (RAM). <strong>Cache</strong> is a small, very fast memory placed between the CPU and main memory that keeps copies of frequently used instructions and data. When the CPU finds what it needs in the cache (a cache hit), it avoids the slower trip to RAM.</p>',
        },
        {
          question:
            '<p>Which part of the CPU fetches and decodes instructions and directs the flow of data between the processor, memory and input/output devices?</p>',
          options: [
            { option_text: 'Arithmetic Logic Unit' },
            { option_text: 'Cache memory' },
            { option_text: 'Control Unit' },
            { option_text: 'Program counter' },
          ],
          answer: 'Control Unit',
          explanation:
            '<p>The <strong>Control Unit</strong> interprets (decodes) each instruction and generates the control signals that coordinate the ALU, registers, memory and I/O. The ALU only performs arithmetic and logical operations. The program counter is a register that holds the address of the next instruction; it does not direct data flow by itself.</p>',
        },
        {
          question: '<p>In 8-bit <strong>two’s complement</strong> representation, how is the number <strong>−5</strong> stored?</p>',
          options: [{ option_text: '11111010' }, { option_text: '10000101' }, { option_text: '11111011' }, { option_text: '11111101' }],
          answer: '11111011',
          explanation:
            '<p>Start from +5 = 00000101. Invert every bit to get the one’s complement 11111010, then add 1 to get <strong>11111011</strong>. 11111010 is only the one’s complement, and 10000101 is the sign-magnitude form. Check: 11111011 + 00000101 = 1 00000000, and the carry out of 8 bits is discarded, giving 0.</p>',
          exams: ['GATE CS'],
        },
        {
          question: '<p>In most Windows applications, which keyboard shortcut <strong>undoes</strong> the last action?</p>',
          options: [{ option_text: 'Ctrl + Y' }, { option_text: 'Ctrl + U' }, { option_text: 'Ctrl + X' }, { option_text: 'Ctrl + Z' }],
          answer: 'Ctrl + Z',
          explanation:
            '<p><strong>Ctrl + Z</strong> is the standard Undo shortcut. Ctrl + Y usually performs Redo, Ctrl + X cuts the selection, and Ctrl + U toggles underline in word processors such as MS Word.</p>',
          exams: ['RRB NTPC'],
        },
      ],
    },
    {
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
          options: [
            { option_text: 'O(n)' },
            { option_text: 'O(n log n)' },
            { option_text: 'O(n<sup>2</sup>)' },
            { option_text: 'O(log n)' },
          ],
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
          question:
            '<p>What is the <strong>worst-case</strong> time complexity of binary search on a sorted array of <em>n</em> elements?</p>',
          options: [{ option_text: 'O(1)' }, { option_text: 'O(n)' }, { option_text: 'O(log n)' }, { option_text: 'O(n log n)' }],
          answer: 'O(log n)',
          explanation:
            '<p>Each comparison in binary search discards half of the remaining elements. After k comparisons only n/2<sup>k</sup> elements remain, so at most about log<sub>2</sub> n + 1 comparisons are needed. The worst case is therefore <strong>O(log n)</strong>, compared with O(n) for linear search.</p>',
          exams: ['SSC CGL'],
        },
        {
          question: '<p>Which data structure is normally used to implement <strong>breadth-first search (BFS)</strong> of a graph?</p>',
          options: [
            { option_text: 'Queue' },
            { option_text: 'Stack' },
            { option_text: 'Binary search tree' },
            { option_text: 'Hash table' },
          ],
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
    },
    {
      subtopic_name: 'dbms-and-sql',
      category: 'Databases',
      questions: [
        {
          question: '<p>Which of the following statements about a <strong>primary key</strong> in a relational table is correct?</p>',
          options: [
            { option_text: 'It may contain NULL values' },
            { option_text: 'A table can have several primary keys' },
            { option_text: 'Its values must be unique and cannot be NULL' },
            { option_text: 'It must always be a numeric column' },
          ],
          answer: 'Its values must be unique and cannot be NULL',
          explanation:
            '<p>A primary key identifies each row uniquely, so its values must be <strong>unique and NOT NULL</strong>. A table has only one primary key, although that key may consist of several columns (a composite key). The key can be of any suitable data type, such as text codes or dates, not only numbers.</p>',
          exams: ['SSC CGL', 'IBPS PO'],
        },
        {
          question:
            '<p>Which SQL command removes a table <strong>completely</strong>, including its structure (definition), from the database?</p>',
          options: [{ option_text: 'DELETE' }, { option_text: 'DROP' }, { option_text: 'TRUNCATE' }, { option_text: 'REMOVE' }],
          answer: 'DROP',
          explanation:
            '<p><code>DROP TABLE</code> deletes the table’s data as well as its definition, so the table no longer exists. <code>DELETE</code> removes rows (optionally filtered with WHERE) and <code>TRUNCATE</code> removes all rows, but both leave the empty table in place. <code>REMOVE</code> is not a standard SQL command.</p>',
          exams: ['IBPS PO'],
        },
        {
          question: '<p>Which of the following is a <strong>Data Definition Language (DDL)</strong> command in SQL?</p>',
          options: [{ option_text: 'SELECT' }, { option_text: 'INSERT' }, { option_text: 'UPDATE' }, { option_text: 'CREATE' }],
          answer: 'CREATE',
          explanation:
            '<p>DDL commands define or change the structure of database objects: <strong>CREATE</strong>, ALTER, DROP and TRUNCATE. SELECT, INSERT and UPDATE work on the data stored inside tables, so they belong to the Data Manipulation Language (DML).</p>',
          exams: ['SSC CGL', 'RRB NTPC'],
        },
        {
          question:
            '<p>In the <strong>ACID</strong> properties of database transactions, what does the letter <strong>A</strong> stand for?</p>',
          options: [
            { option_text: 'Availability' },
            { option_text: 'Atomicity' },
            { option_text: 'Accuracy' },
            { option_text: 'Authorization' },
          ],
          answer: 'Atomicity',
          explanation:
            '<p>ACID stands for <strong>Atomicity</strong>, Consistency, Isolation and Durability. Atomicity means a transaction is all-or-nothing: either all of its operations are applied or none are. For example, a fund transfer must not debit one account without crediting the other.</p>',
          exams: ['SSC CGL'],
        },
        {
          question: `<p>The table <code>Orders</code> contains these rows:</p>
<pre><code>customer | amount
---------+-------
A        | 100
B        | 200
A        | 300
C        | 50
B        | 100
A        | 50</code></pre>
<p>Which customers are returned by the query below?</p>
<pre><code>SELECT customer
FROM Orders
GROUP BY customer
HAVING SUM(amount) &gt; 250;</code></pre>`,
          options: [{ option_text: 'A only' }, { option_text: 'B only' }, { option_text: 'A and B' }, { option_text: 'A, B and C' }],
          answer: 'A and B',
          explanation:
            '<p>GROUP BY forms one group per customer, and HAVING filters the groups after the sums are computed. The totals are A = 100 + 300 + 50 = 450, B = 200 + 100 = 300 and C = 50. Only A and B exceed 250, so the result is <strong>A and B</strong>.</p>',
          exams: ['GATE CS'],
        },
        {
          question:
            '<p>A relation is in 1NF and has <strong>no partial dependency</strong>, that is, every non-prime attribute depends on the whole of every candidate key. The relation is therefore in at least which normal form?</p>',
          options: [
            { option_text: 'Second Normal Form (2NF)' },
            { option_text: 'Third Normal Form (3NF)' },
            { option_text: 'Boyce-Codd Normal Form (BCNF)' },
            { option_text: 'Fourth Normal Form (4NF)' },
          ],
          answer: 'Second Normal Form (2NF)',
          explanation:
            '<p>2NF is exactly 1NF plus the removal of partial dependencies of non-prime attributes on candidate keys, so the relation is in <strong>2NF</strong>. To reach 3NF, transitive dependencies of non-prime attributes must also be removed. BCNF and 4NF add even stricter conditions, which the given information does not guarantee.</p>',
        },
        {
          question:
            '<p>Relation R(A, B, C, D, E) has the functional dependencies <code>A → B</code>, <code>B → C</code> and <code>CD → E</code>. Which of the following is a <strong>candidate key</strong> of R?</p>',
          options: [{ option_text: 'A' }, { option_text: 'CD' }, { option_text: 'ABD' }, { option_text: 'AD' }],
          answer: 'AD',
          explanation:
            '<p>A and D never appear on the right-hand side of any dependency, so every key must contain both. The closure of AD is: AD → B (from A), → C (from B), → E (from CD), giving {A, B, C, D, E}, so <strong>AD</strong> is a superkey, and since both attributes are essential it is minimal. ABD is a superkey but not minimal, A alone gives only {A, B, C}, and CD gives only {C, D, E}.</p>',
          exams: ['GATE CS'],
        },
        {
          question: '<p>Which SQL constraint enforces <strong>referential integrity</strong> between two tables?</p>',
          options: [{ option_text: 'FOREIGN KEY' }, { option_text: 'CHECK' }, { option_text: 'UNIQUE' }, { option_text: 'DEFAULT' }],
          answer: 'FOREIGN KEY',
          explanation:
            '<p>A <strong>FOREIGN KEY</strong> column in a child table must hold either a value that exists in the referenced key of the parent table or NULL. This prevents orphan rows, such as an order that refers to a customer who does not exist. CHECK validates a condition within a row, UNIQUE prevents duplicate values, and DEFAULT supplies a value when none is given.</p>',
        },
        {
          question:
            '<p>Table P has 3 rows and table Q has 4 rows. How many rows does <code>SELECT * FROM P CROSS JOIN Q;</code> return?</p>',
          options: [{ option_text: '7' }, { option_text: '12' }, { option_text: '4' }, { option_text: '3' }],
          answer: '12',
          explanation:
            '<p>A CROSS JOIN produces the Cartesian product: every row of P is paired with every row of Q. The result therefore has 3 × 4 = <strong>12</strong> rows. Adding the row counts (7) would be wrong, because a join combines rows side by side rather than stacking them.</p>',
        },
        {
          question:
            '<p>In the Entity-Relationship (ER) model, an entity set that does <strong>not</strong> have enough attributes of its own to form a primary key is called a:</p>',
          options: [
            { option_text: 'Strong entity set' },
            { option_text: 'Composite entity set' },
            { option_text: 'Weak entity set' },
            { option_text: 'Derived entity set' },
          ],
          answer: 'Weak entity set',
          explanation:
            '<p>A <strong>weak entity set</strong> depends on an owner (identifying) entity set. It is identified by the owner’s primary key combined with its own partial key (discriminator). For example, the dependants of an employee may be identified only by combining the employee ID with the dependant’s name. In ER diagrams it is drawn as a double rectangle.</p>',
        },
      ],
    },
    {
      subtopic_name: 'computer-networks',
      category: 'Networking',
      questions: [
        {
          question: '<p>How many layers are there in the <strong>OSI reference model</strong>?</p>',
          options: [{ option_text: '5' }, { option_text: '7' }, { option_text: '4' }, { option_text: '6' }],
          answer: '7',
          explanation:
            '<p>The OSI model has <strong>seven</strong> layers: Physical, Data Link, Network, Transport, Session, Presentation and Application. The TCP/IP model is usually described with four layers (sometimes five), which is a common source of confusion.</p>',
          exams: ['SSC CGL', 'RRB NTPC'],
        },
        {
          question:
            '<p>At which layer of the OSI model does <strong>routing</strong> of packets between different networks take place?</p>',
          options: [
            { option_text: 'Data Link layer' },
            { option_text: 'Transport layer' },
            { option_text: 'Network layer' },
            { option_text: 'Session layer' },
          ],
          answer: 'Network layer',
          explanation:
            '<p>The <strong>Network layer</strong> (layer 3) handles logical addressing (for example IP addresses) and chooses the path that packets take across networks, so routers operate at this layer. The Data Link layer moves frames within a single network using MAC addresses, and the Transport layer provides end-to-end delivery between processes.</p>',
          exams: ['IBPS PO', 'GATE CS'],
        },
        {
          question: '<p>An <strong>IPv4</strong> address is how many bits long?</p>',
          options: [{ option_text: '32 bits' }, { option_text: '64 bits' }, { option_text: '128 bits' }, { option_text: '48 bits' }],
          answer: '32 bits',
          explanation:
            '<p>An IPv4 address is <strong>32 bits</strong>, usually written as four 8-bit numbers in dotted-decimal form, such as 192.168.1.1. IPv6 addresses are 128 bits, and 48 bits is the length of a MAC (hardware) address.</p>',
          exams: ['SSC CGL'],
        },
        {
          question: '<p>What is the default port number for <strong>HTTPS</strong>?</p>',
          options: [{ option_text: '80' }, { option_text: '21' }, { option_text: '25' }, { option_text: '443' }],
          answer: '443',
          explanation:
            '<p>HTTPS (HTTP over TLS) uses TCP port <strong>443</strong> by default. Port 80 is plain HTTP, port 21 is the FTP control connection, and port 25 is SMTP for sending e-mail.</p>',
          exams: ['IBPS PO'],
        },
        {
          question: '<p>What is the main function of the <strong>Domain Name System (DNS)</strong>?</p>',
          options: [
            { option_text: 'Assigning IP addresses automatically to hosts' },
            { option_text: 'Translating domain names into IP addresses' },
            { option_text: 'Encrypting web traffic' },
            { option_text: 'Transferring e-mail between servers' },
          ],
          answer: 'Translating domain names into IP addresses',
          explanation:
            '<p><strong>DNS</strong> resolves human-readable names such as <code>www.example.com</code> into the IP addresses that computers use to reach each other. Automatic IP assignment is done by DHCP, encryption of web traffic by TLS (in HTTPS), and e-mail transfer by SMTP.</p>',
          exams: ['SSC CGL'],
        },
        {
          question: '<p>How many <strong>usable host addresses</strong> are available in a subnet with prefix <code>/26</code>?</p>',
          options: [{ option_text: '64' }, { option_text: '62' }, { option_text: '126' }, { option_text: '30' }],
          answer: '62',
          explanation:
            '<p>A /26 prefix leaves 32 − 26 = 6 host bits, giving 2<sup>6</sup> = 64 addresses. Two of them cannot be assigned to hosts: the all-zeros host part is the network address and the all-ones host part is the broadcast address. So there are 64 − 2 = <strong>62</strong> usable hosts.</p>',
        },
        {
          question:
            '<p>Which device works at the <strong>Data Link layer</strong> and forwards frames only to the port where the destination MAC address is connected?</p>',
          options: [{ option_text: 'Hub' }, { option_text: 'Repeater' }, { option_text: 'Router' }, { option_text: 'Switch' }],
          answer: 'Switch',
          explanation:
            '<p>A (layer-2) <strong>switch</strong> learns which MAC addresses are reachable on each port and forwards a frame only to the correct port. A hub and a repeater are physical-layer devices that simply regenerate or repeat signals on all ports, and a router works at the Network layer using IP addresses.</p>',
        },
        {
          question:
            '<p>Which of the following transport-layer protocols is <strong>connectionless</strong> and does not guarantee delivery?</p>',
          options: [{ option_text: 'TCP' }, { option_text: 'UDP' }, { option_text: 'FTP' }, { option_text: 'HTTP' }],
          answer: 'UDP',
          explanation:
            '<p><strong>UDP</strong> (User Datagram Protocol) sends datagrams without setting up a connection and without acknowledgements or retransmission, which makes it light and fast. It is used for DNS queries, streaming and online games. TCP is connection-oriented and reliable, while FTP and HTTP are application-layer protocols that normally run over TCP.</p>',
        },
        {
          question:
            '<p>In which network topology are all devices connected to a <strong>single central device</strong> such as a hub or switch?</p>',
          options: [
            { option_text: 'Bus topology' },
            { option_text: 'Ring topology' },
            { option_text: 'Star topology' },
            { option_text: 'Mesh topology' },
          ],
          answer: 'Star topology',
          explanation:
            '<p>In a <strong>star topology</strong> every node has its own link to a central hub or switch, so one faulty cable affects only one node, but failure of the central device affects the whole network. In a bus, all nodes share one backbone cable; in a ring, each node connects to two neighbours; in a mesh, nodes have direct links to many or all other nodes.</p>',
        },
        {
          question:
            '<p>A host has the IP address <code>192.168.10.77/27</code>. What is the <strong>network address</strong> of its subnet?</p>',
          options: [
            { option_text: '192.168.10.0' },
            { option_text: '192.168.10.64' },
            { option_text: '192.168.10.32' },
            { option_text: '192.168.10.96' },
          ],
          answer: '192.168.10.64',
          explanation:
            '<p>A /27 mask is 255.255.255.224, so subnets in the last octet go up in blocks of 256 − 224 = 32: 0, 32, 64, 96, and so on. The value 77 falls in the block 64–95, so the network address is <strong>192.168.10.64</strong> (and the broadcast address is 192.168.10.95). In binary, 77 AND 224 = 01001101 AND 11100000 = 01000000 = 64.</p>',
          exams: ['GATE CS'],
        },
      ],
    },
  ],
};
