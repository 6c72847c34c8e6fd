import { demoArchive as archive, demoProfessors as p } from '../professors.ts';
import type { DemoCourse } from '../types.ts';

/** First-year courses of the demo department. */
export const freshmanCourses: readonly DemoCourse[] = [
  {
    name: '計算機概論',
    englishName: 'Introduction to Computer Science',
    category: 'freshman',
    professors: [p.linMeiHua, p.huangChienKuo],
    questions: [
      {
        prompt: 'Convert the decimal number 156 to binary, octal and hexadecimal. Show your work.',
        answer:
          '156 = 10011100 (binary) = 234 (octal) = 9C (hexadecimal), by repeated division by 2, 8 and 16.',
      },
      {
        prompt: "Represent -45 as an 8-bit two's complement number, then compute 37 + (-45) in 8 bits.",
        answer: '45 = 00101101, so -45 = 11010011. 00100101 + 11010011 = 11111000, which is -8; no overflow.',
      },
      {
        prompt:
          'Describe the fetch-decode-execute cycle of a von Neumann machine and the role of the PC and IR.',
        answer:
          'The PC holds the next instruction address; it is fetched into the IR, decoded by the control unit, executed by the ALU or memory unit, and the PC advances (or jumps).',
      },
      {
        prompt: 'Explain the difference between a compiler and an interpreter. Give one advantage of each.',
        answer:
          'A compiler translates the whole program to machine code before running (fast execution); an interpreter executes statement by statement (easy debugging, portability).',
      },
      {
        prompt: 'Name the layers of the TCP/IP model and one protocol used at each layer.',
        answer: 'Application (HTTP), transport (TCP/UDP), internet (IP), link (Ethernet, Wi-Fi).',
      },
      {
        prompt: 'What is a relational database? Explain primary key and foreign key with an example.',
        answer:
          "Data in tables of rows and columns. A primary key identifies a row (student_id); a foreign key refers to another table's key (enrollment.student_id -> student.student_id).",
      },
    ],
    archives: [
      archive(p.linMeiHua, 113, 'midterm', { answers: true }),
      archive(p.linMeiHua, 113, 'final'),
      archive(p.linMeiHua, 112, 'midterm'),
      archive(p.huangChienKuo, 111, 'final', { answers: true }),
      archive(p.huangChienKuo, 110, 'quiz', { name: '第一次小考' }),
    ],
  },
  {
    name: '程式設計(一)',
    englishName: 'Computer Programming I',
    category: 'freshman',
    professors: [p.wuChunHsien, p.changYaTing],
    questions: [
      {
        prompt:
          'Write a C function int is_prime(int n) that returns 1 when n is prime and 0 otherwise, in O(sqrt(n)) time.',
        answer:
          'Return 0 for n < 2; for i from 2 while i * i <= n, return 0 if n % i == 0; finally return 1.',
      },
      {
        prompt:
          'What does this print? int a[5] = {1, 2, 3, 4, 5}; int *p = a + 1; int x = *p++; int y = *(p + 2); printf("%d %d", x, y);',
        answer: '"2 5": *p++ reads a[1] and then advances p to a[2], so *(p + 2) is a[4].',
      },
      {
        prompt:
          'Explain the difference between pass by value and pass by pointer in C, and write a swap function.',
        answer:
          'By value copies the argument, so changes are lost; by pointer passes the address. void swap(int *a, int *b) { int t = *a; *a = *b; *b = t; }',
      },
      {
        prompt:
          'Write a recursive function that returns the n-th Fibonacci number, then explain why it is slow and how to fix it.',
        answer:
          'fib(n) = n < 2 ? n : fib(n - 1) + fib(n - 2) takes exponential time because subproblems repeat; use a loop or memoisation for O(n).',
      },
      {
        prompt:
          'Define a struct for a student (id, name, score) and write code that sorts an array of them by score, descending.',
        answer:
          'struct Student { int id; char name[32]; double score; }; use qsort with a comparator returning (b->score > a->score) - (b->score < a->score).',
      },
      {
        prompt: 'Explain malloc and free. What is a memory leak, and what is a dangling pointer?',
        answer:
          'malloc allocates heap memory, free returns it. A leak is memory never freed; a dangling pointer still points to memory already freed.',
      },
    ],
    archives: [
      archive(p.wuChunHsien, 114, 'midterm'),
      archive(p.wuChunHsien, 113, 'midterm', { answers: true }),
      archive(p.wuChunHsien, 113, 'final', { answers: true }),
      archive(p.changYaTing, 112, 'final'),
      archive(p.changYaTing, 112, 'other', { name: '上機考練習' }),
    ],
  },
  {
    name: '微積分(一)',
    englishName: 'Calculus I',
    category: 'freshman',
    professors: [p.wangShuFen],
    questions: [
      {
        prompt:
          'Evaluate the limit of (sin 3x) / x as x approaches 0, and the limit of (1 + 2/n)^n as n goes to infinity.',
        answer: '3, since sin 3x / 3x tends to 1; and e^2.',
      },
      {
        prompt: 'Find dy/dx for y = x^2 e^(3x) and for x^2 + xy + y^3 = 7 (implicitly).',
        answer:
          "y' = 2x e^(3x) + 3x^2 e^(3x); implicitly 2x + y + x y' + 3y^2 y' = 0, so y' = -(2x + y) / (x + 3y^2).",
      },
      {
        prompt:
          'A box with a square base and no top must hold 32 cubic metres. Find the dimensions that use the least material.',
        answer:
          "Area A = x^2 + 128/x; A' = 2x - 128/x^2 = 0 gives x = 4, height 2. The box is 4 m by 4 m by 2 m.",
      },
      {
        prompt: 'Evaluate the integral of x cos x dx and the integral from 0 to 1 of x / (1 + x^2) dx.',
        answer: 'By parts: x sin x + cos x + C. Substituting u = 1 + x^2: (1/2) ln 2.',
      },
      {
        prompt: 'Find the area of the region bounded by y = x^2 and y = 2x.',
        answer:
          'The curves meet at x = 0 and x = 2; the area is the integral of (2x - x^2) from 0 to 2 = 4/3.',
      },
      {
        prompt: 'State the Mean Value Theorem and use it to show that |sin a - sin b| <= |a - b|.',
        answer:
          "If f is continuous on [a, b] and differentiable inside, f(b) - f(a) = f'(c)(b - a) for some c. With f = sin, |cos c| <= 1 gives the bound.",
      },
    ],
    archives: [
      archive(p.wangShuFen, 113, 'midterm'),
      archive(p.wangShuFen, 112, 'midterm', { answers: true }),
      archive(p.wangShuFen, 112, 'final', { answers: true }),
      archive(p.wangShuFen, 110, 'final'),
    ],
  },
  {
    name: '線性代數',
    englishName: 'Linear Algebra',
    category: 'freshman',
    professors: [p.chengYaWen],
    questions: [
      {
        prompt: 'Solve the system x + 2y - z = 2, 2x - y + z = 3, 3x + y + 2z = 11 by Gaussian elimination.',
        answer:
          'Reducing the augmented matrix to echelon form and substituting back gives x = 1, y = 2, z = 3.',
      },
      {
        prompt:
          'Find the rank and a basis of the null space of the matrix A = [[1, 2, 3], [2, 4, 6], [1, 0, 1]].',
        answer: 'Rank 2. The null space is spanned by (-1, -1, 1).',
      },
      {
        prompt:
          'Show that the set of 2 x 2 symmetric matrices is a subspace of all 2 x 2 matrices and find its dimension.',
        answer:
          'It contains 0 and is closed under addition and scalar multiplication; a basis is E11, E22, E12 + E21, so the dimension is 3.',
      },
      {
        prompt: 'Find the eigenvalues and eigenvectors of [[4, 1], [2, 3]] and diagonalise it.',
        answer:
          'Eigenvalues 5 and 2 with eigenvectors (1, 1) and (1, -2); A = P D P^-1 with P = [[1, 1], [1, -2]], D = diag(5, 2).',
      },
      {
        prompt: 'Apply the Gram-Schmidt process to (1, 1, 0), (1, 0, 1) and (0, 1, 1).',
        answer: 'u1 = (1, 1, 0)/sqrt 2, u2 = (1, -1, 2)/sqrt 6, u3 = (-1, 1, 1)/sqrt 3.',
      },
      {
        prompt: 'Find the least-squares line y = a + bx through (0, 1), (1, 3), (2, 4), (3, 4).',
        answer: 'Solving the normal equations A^T A x = A^T b gives a = 1.5 and b = 1, so y = 1.5 + x.',
      },
    ],
    archives: [archive(p.chengYaWen, 113, 'final', { answers: true }), archive(p.chengYaWen, 111, 'midterm')],
  },
];
