import type { SeedSubtopic } from '#src/seed/types.js';

export const computerFundamentals: SeedSubtopic = {
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
};
