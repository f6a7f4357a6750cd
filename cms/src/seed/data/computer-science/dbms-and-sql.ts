import type { SeedSubtopic } from '#src/seed/types.js';

export const dbmsAndSql: SeedSubtopic = {
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
      question: '<p>Table P has 3 rows and table Q has 4 rows. How many rows does <code>SELECT * FROM P CROSS JOIN Q;</code> return?</p>',
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
};
