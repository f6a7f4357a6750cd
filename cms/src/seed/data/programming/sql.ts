import type { SeedProgrammingTopic } from '#src/seed/faqs-and-programming-types.js';

/**
 * SQL questions on one small schema: employees(id, name, salary, department_id, manager_id) and
 * departments(id, name). The SQL runs on PostgreSQL, MySQL 8 and SQLite; the pandas versions on pandas 2.
 */

const code = String.raw;

export const sqlTopic: SeedProgrammingTopic = {
  title: 'SQL',
  slug: 'sql',
  description: 'SQL queries asked in interviews: joins, grouping, subqueries and window functions, with the same answer in pandas.',
  category: 'Databases',
  difficulty: 'Intermediate',
  tags: ['SQL', 'Databases', 'Interview'],
  featured: true,
  questions: [
    {
      title: 'Find the second highest salary',
      description:
        '<p>From <code>employees(id, name, salary)</code>, return the second highest <strong>distinct</strong> salary, or nothing if there is none.</p>',
      difficulty: 'Easy',
      blocks: [
        {
          type: 'code',
          language: 'sql',
          label: 'Subquery',
          code: code`SELECT MAX(salary) AS second_highest
FROM employees
WHERE salary < (SELECT MAX(salary) FROM employees);`,
        },
        {
          type: 'code',
          language: 'python',
          label: 'pandas',
          code: code`import pandas as pd

employees = pd.DataFrame({"name": ["Asha", "Ravi", "Meena", "Kiran"], "salary": [50000, 70000, 70000, 60000]})
distinct = employees["salary"].drop_duplicates().nlargest(2)
print(distinct.iloc[1] if len(distinct) == 2 else None)  # 60000`,
        },
        {
          type: 'text',
          text_content:
            '<p>Two people may share the top salary, so take the largest salary <em>below</em> the maximum rather than the second row. For the N-th highest, use <code>DENSE_RANK()</code> (see the top-N question).</p>',
        },
      ],
    },
    {
      title: 'List each employee with their department name',
      description: '<p>Show every employee’s name and their department’s name, including employees who have no department yet.</p>',
      difficulty: 'Easy',
      blocks: [
        {
          type: 'code',
          language: 'sql',
          label: 'LEFT JOIN',
          code: code`SELECT e.name, d.name AS department
FROM employees AS e
LEFT JOIN departments AS d ON d.id = e.department_id
ORDER BY e.name;`,
        },
        {
          type: 'code',
          language: 'python',
          label: 'pandas',
          code: code`import pandas as pd

employees = pd.DataFrame({"name": ["Asha", "Ravi", "Meena"], "department_id": [1, 2, None]})
departments = pd.DataFrame({"id": [1, 2], "department": ["Sales", "IT"]})
joined = employees.merge(departments, how="left", left_on="department_id", right_on="id")
print(joined[["name", "department"]].sort_values("name"))`,
        },
        {
          type: 'text',
          text_content:
            '<p>An <code>INNER JOIN</code> would drop Meena, whose department is unknown; a <code>LEFT JOIN</code> keeps every row of the left table and fills the missing side with <code>NULL</code>.</p>',
        },
      ],
    },
    {
      title: 'Departments with more than two employees',
      description: '<p>Return each department that has more than two employees, with its head count, largest first.</p>',
      difficulty: 'Medium',
      blocks: [
        {
          type: 'code',
          language: 'sql',
          label: 'GROUP BY and HAVING',
          code: code`SELECT d.name, COUNT(*) AS head_count
FROM employees AS e
JOIN departments AS d ON d.id = e.department_id
GROUP BY d.name
HAVING COUNT(*) > 2
ORDER BY head_count DESC;`,
        },
        {
          type: 'code',
          language: 'python',
          label: 'pandas',
          code: code`import pandas as pd

employees = pd.DataFrame({"name": list("ABCDEF"), "department": ["IT", "IT", "IT", "Sales", "Sales", "HR"]})
counts = employees.groupby("department").size()
print(counts[counts > 2].sort_values(ascending=False))  # IT 3`,
        },
        {
          type: 'text',
          text_content:
            '<p><code>WHERE</code> filters rows <em>before</em> grouping; <code>HAVING</code> filters groups <em>after</em> it, so a condition on <code>COUNT(*)</code> belongs in <code>HAVING</code>.</p>',
        },
      ],
    },
    {
      title: 'Find duplicate email addresses',
      description:
        '<p>A table <code>users(id, email)</code> has duplicates. List each email that appears more than once, and how many times.</p>',
      difficulty: 'Easy',
      blocks: [
        {
          type: 'code',
          language: 'sql',
          code: code`SELECT LOWER(email) AS email, COUNT(*) AS copies
FROM users
GROUP BY LOWER(email)
HAVING COUNT(*) > 1;`,
        },
        {
          type: 'text',
          text_content:
            '<p>Grouping on <code>LOWER(email)</code> also catches <code>Asha@x.com</code> and <code>asha@x.com</code>. To delete the extra rows, keep <code>MIN(id)</code> of each group and delete the rest.</p>',
        },
      ],
    },
    {
      title: 'Top two earners in each department',
      description: '<p>Return the two highest-paid employees of every department. Employees with equal salaries share a rank.</p>',
      difficulty: 'Hard',
      blocks: [
        {
          type: 'code',
          language: 'sql',
          label: 'Window function',
          code: code`SELECT department_id, name, salary
FROM (
  SELECT department_id, name, salary,
         DENSE_RANK() OVER (PARTITION BY department_id ORDER BY salary DESC) AS salary_rank
  FROM employees
) AS ranked
WHERE salary_rank <= 2
ORDER BY department_id, salary DESC;`,
        },
        {
          type: 'code',
          language: 'python',
          label: 'pandas',
          code: code`import pandas as pd

employees = pd.DataFrame({
    "name": ["Asha", "Ravi", "Meena", "Kiran", "Joy"],
    "department_id": [1, 1, 1, 2, 2],
    "salary": [90000, 80000, 70000, 65000, 60000],
})
employees["salary_rank"] = employees.groupby("department_id")["salary"].rank(method="dense", ascending=False)
print(employees[employees["salary_rank"] <= 2].sort_values(["department_id", "salary"], ascending=[True, False]))`,
        },
        {
          type: 'text',
          text_content:
            '<p><code>ROW_NUMBER()</code> gives exactly two rows per department; <code>RANK()</code> skips numbers after a tie; <code>DENSE_RANK()</code> does not, so equal salaries are all kept.</p>',
        },
      ],
    },
  ],
};
