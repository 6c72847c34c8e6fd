import { demoArchive as archive, demoProfessors as p } from '../professors.ts';
import type { DemoCourse } from '../types.ts';

/** Second-year courses of the demo department. */
export const sophomoreCourses: readonly DemoCourse[] = [
  {
    name: '資料結構',
    englishName: 'Data Structures',
    category: 'sophomore',
    professors: [p.chenChihMing, p.hsuChihWei],
    questions: [
      {
        prompt:
          'Convert the infix expression A + B * (C - D) / E to postfix using a stack, showing the stack after each token.',
        answer: 'A B C D - * E / +',
      },
      {
        prompt:
          'Give the time complexity of insertion, deletion and search in a singly linked list, a dynamic array and a sorted array.',
        answer:
          'Linked list: O(1) insert at head, O(n) search and delete by value. Dynamic array: amortised O(1) append, O(n) insert in the middle and search. Sorted array: O(log n) search, O(n) insert and delete.',
      },
      {
        prompt:
          'Insert 50, 30, 70, 20, 40, 60, 80, 35 into an empty binary search tree, then delete 30. Draw the tree and give its inorder traversal.',
        answer: 'Deleting 30 (two children) replaces it by its successor 35. Inorder: 20 35 40 50 60 70 80.',
      },
      {
        prompt:
          'Build a max-heap from 12, 7, 25, 3, 18, 30, 9 with the bottom-up method, then show the array after one delete-max.',
        answer: 'Heapify gives 30 18 25 3 7 12 9; after delete-max: 25 18 12 3 7 9.',
      },
      {
        prompt:
          "Run Dijkstra's algorithm from A on the undirected graph with edges A-B 4, A-C 1, C-B 2, B-D 1, C-D 5. Give the final distances, then explain why the algorithm fails with negative edge weights.",
        answer:
          'A 0, C 1, B 3 (via C), D 4 (via C and B). Vertices are settled in order of distance; a negative edge found later could shorten the path to a vertex already settled, which Dijkstra never revisits.',
      },
      {
        prompt:
          'Insert the keys 15, 11, 27, 8, 12 into a hash table of size 7 with h(k) = k mod 7 using linear probing, then using double hashing with h2(k) = 5 - (k mod 5).',
        answer:
          'Linear probing: 15 -> 1, 11 -> 4, 27 -> 6, 8 -> 2 (1 taken), 12 -> 5. Double hashing places 8 at (1 + 2) mod 7 = 3 and the rest as before.',
      },
    ],
    archives: [
      archive(p.chenChihMing, 114, 'midterm', { answers: true }),
      archive(p.chenChihMing, 113, 'midterm', { answers: true }),
      archive(p.chenChihMing, 113, 'final', { answers: true }),
      archive(p.chenChihMing, 113, 'quiz', { name: '第一次小考' }),
      archive(p.chenChihMing, 112, 'midterm'),
      archive(p.chenChihMing, 112, 'final'),
      archive(p.hsuChihWei, 111, 'midterm', { answers: true }),
      archive(p.hsuChihWei, 111, 'final'),
      archive(p.hsuChihWei, 110, 'final'),
    ],
  },
  {
    name: '離散數學',
    englishName: 'Discrete Mathematics',
    category: 'sophomore',
    professors: [p.leeWenHsiung],
    questions: [
      {
        prompt: 'Prove by induction that 1 + 3 + 5 + ... + (2n - 1) = n^2 for every positive integer n.',
        answer:
          'Base n = 1: 1 = 1. Step: if the sum up to 2k - 1 is k^2, adding 2k + 1 gives k^2 + 2k + 1 = (k + 1)^2.',
      },
      {
        prompt: 'Show that (p -> q) and (not q -> not p) are logically equivalent using a truth table.',
        answer: 'Both are false only when p is true and q is false; in the other three rows both are true.',
      },
      {
        prompt: 'How many bit strings of length 10 contain exactly four 1s? How many contain at least one 1?',
        answer: 'C(10, 4) = 210; 2^10 - 1 = 1023.',
      },
      {
        prompt: 'Solve the recurrence a(n) = 5a(n - 1) - 6a(n - 2) with a(0) = 1 and a(1) = 4.',
        answer:
          'The characteristic roots are 2 and 3, so a(n) = c1 2^n + c2 3^n; the initial values give a(n) = 2 * 3^n - 2^n.',
      },
      {
        prompt:
          'Determine whether the relation R = {(a, b) : a - b is divisible by 3} on the integers is an equivalence relation and describe its classes.',
        answer:
          'It is reflexive, symmetric and transitive; the classes are the residues 0, 1 and 2 modulo 3.',
      },
      {
        prompt:
          'Prove that every tree with n vertices has exactly n - 1 edges, and that a connected graph has an Euler circuit if and only if every vertex has even degree.',
        answer:
          'Induction on n by removing a leaf. For Euler circuits, each pass through a vertex uses two edges; conversely, build cycles and splice them (Hierholzer).',
      },
    ],
    archives: [
      archive(p.leeWenHsiung, 113, 'midterm'),
      archive(p.leeWenHsiung, 113, 'final', { answers: true }),
      archive(p.leeWenHsiung, 111, 'midterm', { answers: true }),
    ],
  },
  {
    name: '計算機組織',
    englishName: 'Computer Organization',
    category: 'sophomore',
    professors: [p.kuoChunHung],
    questions: [
      {
        prompt:
          'A program runs 10^9 instructions with CPI 2.0 on a 2 GHz processor. What is its execution time, and what speedup does lowering CPI to 1.6 give?',
        answer: '10^9 x 2.0 / (2 x 10^9) = 1 s; with CPI 1.6 it takes 0.8 s, a speedup of 1.25.',
      },
      {
        prompt:
          'Translate the C statement A[12] = h + A[8]; into RISC-V assembly, with the base of A in x22 and h in x21.',
        answer: 'ld x9, 64(x22); add x9, x21, x9; sd x9, 96(x22)',
      },
      {
        prompt:
          'Draw the datapath of a single-cycle processor for R-type, load and branch instructions and explain the control signals.',
        answer:
          'PC, instruction memory, register file, ALU, data memory and muxes; RegWrite, ALUSrc, MemRead, MemWrite, MemtoReg and Branch select the path per instruction type.',
      },
      {
        prompt:
          'Explain data hazards in a five-stage pipeline and how forwarding and stalls resolve them. When is a stall unavoidable?',
        answer:
          'An instruction needs a result not yet written back; forwarding passes it from EX/MEM or MEM/WB. A load followed by a dependent instruction still needs one stall.',
      },
      {
        prompt:
          'A direct-mapped cache has 64 blocks of 16 bytes. For a 32-bit address, give the tag, index and offset widths, and the block that address 1200 maps to.',
        answer: 'Offset 4 bits, index 6 bits, tag 22 bits. 1200 / 16 = 75, and 75 mod 64 = 11.',
      },
      {
        prompt:
          'Compute the average memory access time for a 1-cycle hit time, 5% miss rate and 100-cycle miss penalty, and explain how a second-level cache helps.',
        answer: 'AMAT = 1 + 0.05 x 100 = 6 cycles. An L2 cache lowers the effective miss penalty of L1.',
      },
    ],
    archives: [
      archive(p.kuoChunHung, 113, 'midterm', { answers: true }),
      archive(p.kuoChunHung, 112, 'final'),
      archive(p.kuoChunHung, 110, 'midterm'),
    ],
  },
  {
    name: '機率與統計',
    englishName: 'Probability and Statistics',
    category: 'sophomore',
    professors: [p.chouYiChun],
    questions: [
      {
        prompt:
          'A test for a disease is 99% sensitive and 95% specific, and 1% of people have the disease. What is the probability that a person who tests positive has it?',
        answer: 'By Bayes: 0.0099 / (0.0099 + 0.0495) = 1/6, about 16.7%.',
      },
      {
        prompt: 'X is uniform on [0, 2]. Find E[X], Var(X) and P(X > 1.5).',
        answer: 'E[X] = 1, Var(X) = 4/12 = 1/3, P(X > 1.5) = 0.25.',
      },
      {
        prompt:
          'Arrivals at a server follow a Poisson process with rate 3 per minute. Find the probability of exactly 2 arrivals in one minute.',
        answer: 'e^(-3) 3^2 / 2! = 4.5 e^(-3), about 0.224.',
      },
      {
        prompt: 'State the Central Limit Theorem and use it to approximate P(sum of 100 fair dice > 370).',
        answer: 'Mean 350, variance 100 x 35/12; z = 20 / 17.08 = 1.17, so the probability is about 0.12.',
      },
      {
        prompt: 'Derive the maximum likelihood estimator of p for n independent Bernoulli(p) trials.',
        answer: 'The log-likelihood k ln p + (n - k) ln(1 - p) is maximised at p = k / n.',
      },
      {
        prompt:
          'A sample of 25 response times has mean 210 ms and standard deviation 30 ms. Give a 95% confidence interval for the mean.',
        answer: '210 +/- 2.064 x 30 / 5 = 210 +/- 12.4 ms (t distribution with 24 degrees of freedom).',
      },
    ],
    archives: [archive(p.chouYiChun, 112, 'midterm'), archive(p.chouYiChun, 112, 'final', { answers: true })],
  },
];
