import type { SeedProgrammingTopic } from '#src/seed/faqs-and-programming-types.js';

/** Classic data-structure problems; each solution runs as written (Python 3.10+, Java 17). */

const code = String.raw;

export const dataStructuresTopic: SeedProgrammingTopic = {
  title: 'Data structures',
  slug: 'data-structures',
  description: 'Stacks, queues, linked lists, binary search and graphs: the problems interviewers ask most, in Python and Java.',
  category: 'DSA',
  difficulty: 'Mixed',
  tags: ['DSA', 'Algorithms', 'Interview'],
  featured: false,
  questions: [
    {
      title: 'Check balanced brackets',
      description:
        '<p>Given a string of <code>()</code>, <code>[]</code> and <code>{}</code>, decide whether every bracket is closed in the right order: <code>"{[()]}"</code> is balanced, <code>"([)]"</code> is not.</p>',
      difficulty: 'Easy',
      blocks: [
        {
          type: 'code',
          language: 'python',
          label: 'Stack',
          code: code`def is_balanced(text: str) -> bool:
    pairs = {")": "(", "]": "[", "}": "{"}
    stack: list[str] = []
    for char in text:
        if char in "([{":
            stack.append(char)
        elif char in pairs:
            if not stack or stack.pop() != pairs[char]:
                return False
    return not stack


print(is_balanced("{[()]}"))  # True
print(is_balanced("([)]"))    # False`,
        },
        {
          type: 'code',
          language: 'java',
          label: 'Stack',
          code: code`import java.util.ArrayDeque;
import java.util.Deque;

public class Brackets {
    static boolean isBalanced(String text) {
        Deque<Character> stack = new ArrayDeque<>();
        for (char c : text.toCharArray()) {
            switch (c) {
                case '(', '[', '{' -> stack.push(c);
                case ')' -> { if (stack.isEmpty() || stack.pop() != '(') return false; }
                case ']' -> { if (stack.isEmpty() || stack.pop() != '[') return false; }
                case '}' -> { if (stack.isEmpty() || stack.pop() != '{') return false; }
                default -> { }
            }
        }
        return stack.isEmpty();
    }

    public static void main(String[] args) {
        System.out.println(isBalanced("{[()]}")); // true
        System.out.println(isBalanced("([)]"));   // false
    }
}`,
        },
        {
          type: 'text',
          text_content:
            '<p>The most recent open bracket must be closed first: last in, first out, which is exactly a <strong>stack</strong>. One pass, <strong>O(n)</strong>.</p>',
        },
      ],
    },
    {
      title: 'Binary search in a sorted array',
      description: '<p>Return the index of a value in a sorted array, or -1 if it is absent, in O(log n) time.</p>',
      difficulty: 'Easy',
      blocks: [
        {
          type: 'code',
          language: 'python',
          code: code`def binary_search(items: list[int], target: int) -> int:
    low, high = 0, len(items) - 1
    while low <= high:
        mid = (low + high) // 2
        if items[mid] == target:
            return mid
        if items[mid] < target:
            low = mid + 1
        else:
            high = mid - 1
    return -1


print(binary_search([2, 5, 8, 12, 16, 23], 16))  # 4
print(binary_search([2, 5, 8, 12, 16, 23], 7))   # -1`,
        },
        {
          type: 'code',
          language: 'java',
          code: code`public class BinarySearch {
    static int binarySearch(int[] items, int target) {
        int low = 0, high = items.length - 1;
        while (low <= high) {
            int mid = low + (high - low) / 2; // no int overflow
            if (items[mid] == target) return mid;
            if (items[mid] < target) low = mid + 1;
            else high = mid - 1;
        }
        return -1;
    }

    public static void main(String[] args) {
        int[] items = {2, 5, 8, 12, 16, 23};
        System.out.println(binarySearch(items, 16)); // 4
        System.out.println(binarySearch(items, 7));  // -1
    }
}`,
        },
        {
          type: 'text',
          text_content:
            '<p>Each step halves the range, so 1,000,000 items need at most 20 comparisons. In Java, <code>low + (high - low) / 2</code> avoids the overflow of <code>(low + high) / 2</code> on huge arrays.</p>',
        },
      ],
    },
    {
      title: 'Reverse a singly linked list',
      description: '<p>Reverse a linked list in place and return its new head: 1 → 2 → 3 becomes 3 → 2 → 1.</p>',
      difficulty: 'Medium',
      blocks: [
        {
          type: 'code',
          language: 'python',
          label: 'Iterative',
          code: code`class Node:
    def __init__(self, value, next=None):
        self.value = value
        self.next = next


def reverse(head: Node | None) -> Node | None:
    previous = None
    while head:
        head.next, previous, head = previous, head, head.next
    return previous


node = reverse(Node(1, Node(2, Node(3))))
while node:
    print(node.value, end=" ")  # 3 2 1
    node = node.next`,
        },
        {
          type: 'code',
          language: 'java',
          label: 'Iterative',
          code: code`public class ReverseList {
    static class Node {
        int value;
        Node next;
        Node(int value, Node next) { this.value = value; this.next = next; }
    }

    static Node reverse(Node head) {
        Node previous = null;
        while (head != null) {
            Node next = head.next;
            head.next = previous;
            previous = head;
            head = next;
        }
        return previous;
    }

    public static void main(String[] args) {
        for (Node n = reverse(new Node(1, new Node(2, new Node(3, null)))); n != null; n = n.next)
            System.out.print(n.value + " "); // 3 2 1
    }
}`,
        },
        {
          type: 'text',
          text_content:
            '<p>Walk the list once, turning each <code>next</code> pointer back to the previous node: <strong>O(n)</strong> time and O(1) extra memory. Save <code>next</code> before overwriting it.</p>',
        },
      ],
    },
    {
      title: 'Detect a cycle in a linked list',
      description: '<p>Decide whether a linked list loops back on itself, using constant extra memory.</p>',
      difficulty: 'Medium',
      blocks: [
        {
          type: 'code',
          language: 'python',
          label: 'Floyd’s tortoise and hare',
          code: code`class Node:
    def __init__(self, value):
        self.value = value
        self.next = None


def has_cycle(head: Node | None) -> bool:
    slow = fast = head
    while fast and fast.next:
        slow = slow.next
        fast = fast.next.next
        if slow is fast:
            return True
    return False


a, b, c = Node(1), Node(2), Node(3)
a.next, b.next = b, c
print(has_cycle(a))  # False
c.next = a
print(has_cycle(a))  # True`,
        },
        {
          type: 'text',
          text_content:
            '<p>The fast pointer moves two steps for each step of the slow one. Without a cycle it reaches the end; with one it gains a step each turn and must meet the slow pointer inside the loop.</p>',
        },
      ],
    },
    {
      title: 'Shortest path in an unweighted graph',
      description:
        '<p>Given an undirected graph as an adjacency list, find the fewest edges from one node to another (breadth-first search).</p>',
      difficulty: 'Hard',
      blocks: [
        {
          type: 'code',
          language: 'python',
          label: 'BFS with a queue',
          code: code`from collections import deque


def shortest_path(graph: dict[str, list[str]], start: str, goal: str) -> int:
    distance = {start: 0}
    queue = deque([start])
    while queue:
        node = queue.popleft()
        if node == goal:
            return distance[node]
        for neighbour in graph[node]:
            if neighbour not in distance:
                distance[neighbour] = distance[node] + 1
                queue.append(neighbour)
    return -1


graph = {"A": ["B", "C"], "B": ["A", "D"], "C": ["A", "D"], "D": ["B", "C", "E"], "E": ["D"]}
print(shortest_path(graph, "A", "E"))  # 3`,
        },
        {
          type: 'code',
          language: 'java',
          label: 'BFS with a queue',
          code: code`import java.util.*;

public class ShortestPath {
    static int shortestPath(Map<String, List<String>> graph, String start, String goal) {
        Map<String, Integer> distance = new HashMap<>(Map.of(start, 0));
        Deque<String> queue = new ArrayDeque<>(List.of(start));
        while (!queue.isEmpty()) {
            String node = queue.poll();
            if (node.equals(goal)) return distance.get(node);
            for (String neighbour : graph.get(node)) {
                if (!distance.containsKey(neighbour)) {
                    distance.put(neighbour, distance.get(node) + 1);
                    queue.add(neighbour);
                }
            }
        }
        return -1;
    }

    public static void main(String[] args) {
        Map<String, List<String>> graph = Map.of(
            "A", List.of("B", "C"), "B", List.of("A", "D"), "C", List.of("A", "D"),
            "D", List.of("B", "C", "E"), "E", List.of("D"));
        System.out.println(shortestPath(graph, "A", "E")); // 3
    }
}`,
        },
        {
          type: 'text',
          text_content:
            '<p>BFS visits nodes in order of distance, so the first time it reaches the goal is along a shortest path: <strong>O(V + E)</strong>. For weighted edges, use Dijkstra’s algorithm instead.</p>',
        },
      ],
    },
  ],
};
