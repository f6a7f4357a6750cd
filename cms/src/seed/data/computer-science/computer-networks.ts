import type { SeedSubtopic } from '#src/seed/types.js';

export const computerNetworks: SeedSubtopic = {
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
      question: '<p>At which layer of the OSI model does <strong>routing</strong> of packets between different networks take place?</p>',
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
};
