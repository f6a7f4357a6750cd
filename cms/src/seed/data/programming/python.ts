import type { SeedProgrammingTopic } from '#src/seed/faqs-and-programming-types.js';

/** Python basics asked in campus placements and first interviews; each solution runs as written. */

const code = String.raw;

export const pythonTopic: SeedProgrammingTopic = {
  title: 'Python',
  slug: 'python',
  description:
    'Beginner Python problems asked in placement tests and interviews: strings, lists, dictionaries and loops, solved step by step.',
  category: 'Python',
  difficulty: 'Beginner',
  tags: ['Python', 'Strings', 'Lists', 'Interview'],
  featured: true,
  questions: [
    {
      title: 'Reverse a string',
      description:
        '<p>Write a function that returns the characters of a string in reverse order: <code>"exam"</code> gives <code>"maxe"</code>.</p>',
      difficulty: 'Easy',
      blocks: [
        {
          type: 'code',
          language: 'python',
          label: 'Slicing',
          code: code`def reverse(text: str) -> str:
    # A slice with step -1 walks the string from the end.
    return text[::-1]


print(reverse("exam"))  # maxe`,
        },
        {
          type: 'code',
          language: 'java',
          label: 'StringBuilder',
          code: code`public class Reverse {
    static String reverse(String text) {
        return new StringBuilder(text).reverse().toString();
    }

    public static void main(String[] args) {
        System.out.println(reverse("exam")); // maxe
    }
}`,
        },
        {
          type: 'text',
          text_content:
            '<p>Both take <strong>O(n)</strong> time. Strings are immutable in Python and Java, so a new string is always made; in an interview, also show the loop version if asked not to use built-ins.</p>',
        },
      ],
    },
    {
      title: 'Check whether a string is a palindrome',
      description:
        '<p>A palindrome reads the same backwards, ignoring case and anything that is not a letter or digit: <code>"Never odd or even"</code> is one.</p>',
      difficulty: 'Easy',
      blocks: [
        {
          type: 'code',
          language: 'python',
          label: 'Two pointers',
          code: code`def is_palindrome(text: str) -> bool:
    chars = [c.lower() for c in text if c.isalnum()]
    left, right = 0, len(chars) - 1
    while left < right:
        if chars[left] != chars[right]:
            return False
        left += 1
        right -= 1
    return True


print(is_palindrome("Never odd or even"))  # True
print(is_palindrome("Python"))             # False`,
        },
        {
          type: 'code',
          language: 'java',
          label: 'Two pointers',
          code: code`public class Palindrome {
    static boolean isPalindrome(String text) {
        int left = 0, right = text.length() - 1;
        while (left < right) {
            char a = text.charAt(left), b = text.charAt(right);
            if (!Character.isLetterOrDigit(a)) { left++; continue; }
            if (!Character.isLetterOrDigit(b)) { right--; continue; }
            if (Character.toLowerCase(a) != Character.toLowerCase(b)) return false;
            left++;
            right--;
        }
        return true;
    }

    public static void main(String[] args) {
        System.out.println(isPalindrome("Never odd or even")); // true
        System.out.println(isPalindrome("Python"));            // false
    }
}`,
        },
        {
          type: 'text',
          text_content:
            '<p>The pointers meet in the middle, so the check is <strong>O(n)</strong>. The Java version skips other characters in place and needs no extra memory.</p>',
        },
      ],
    },
    {
      title: 'FizzBuzz',
      description:
        '<p>Print the numbers 1 to 15, but print <code>Fizz</code> for multiples of 3, <code>Buzz</code> for multiples of 5 and <code>FizzBuzz</code> for multiples of both.</p>',
      difficulty: 'Easy',
      blocks: [
        {
          type: 'code',
          language: 'python',
          code: code`for n in range(1, 16):
    if n % 15 == 0:
        print("FizzBuzz")
    elif n % 3 == 0:
        print("Fizz")
    elif n % 5 == 0:
        print("Buzz")
    else:
        print(n)`,
        },
        {
          type: 'code',
          language: 'java',
          code: code`public class FizzBuzz {
    public static void main(String[] args) {
        for (int n = 1; n <= 15; n++) {
            if (n % 15 == 0) System.out.println("FizzBuzz");
            else if (n % 3 == 0) System.out.println("Fizz");
            else if (n % 5 == 0) System.out.println("Buzz");
            else System.out.println(n);
        }
    }
}`,
        },
        {
          type: 'text',
          text_content: '<p>Test the multiple of 15 <strong>first</strong>: otherwise 15 would stop at the <code>Fizz</code> branch.</p>',
        },
      ],
    },
    {
      title: 'Count how often each word occurs',
      description: '<p>Given a sentence, print each word with the number of times it appears, ignoring case.</p>',
      difficulty: 'Medium',
      blocks: [
        {
          type: 'code',
          language: 'python',
          label: 'Counter',
          code: code`from collections import Counter

sentence = "the cat and the hat and the bat"
counts = Counter(sentence.lower().split())
for word, count in counts.most_common():
    print(word, count)
# the 3, and 2, cat 1, hat 1, bat 1`,
        },
        {
          type: 'text',
          text_content:
            '<p><code>Counter</code> is a dictionary that counts; <code>most_common()</code> sorts by count. Without it, use <code>counts[word] = counts.get(word, 0) + 1</code> in a loop.</p>',
        },
      ],
    },
    {
      title: 'Find two numbers that add up to a target',
      description:
        '<p>Given a list of numbers and a target, return the positions of two numbers whose sum is the target. For <code>[2, 7, 11, 15]</code> and 9 the answer is <code>(0, 1)</code>.</p>',
      difficulty: 'Medium',
      blocks: [
        {
          type: 'code',
          language: 'python',
          label: 'Dictionary, one pass',
          code: code`def two_sum(numbers: list[int], target: int) -> tuple[int, int] | None:
    seen: dict[int, int] = {}  # value -> index
    for index, value in enumerate(numbers):
        if target - value in seen:
            return seen[target - value], index
        seen[value] = index
    return None


print(two_sum([2, 7, 11, 15], 9))  # (0, 1)`,
        },
        {
          type: 'text',
          text_content:
            '<p>Checking every pair takes <strong>O(n²)</strong>. Remembering each value’s index in a dictionary finds the partner in one pass: <strong>O(n)</strong> time and O(n) memory.</p>',
        },
      ],
    },
  ],
};
