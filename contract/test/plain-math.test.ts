import { describe, expect, it } from 'vitest';
import { readableMath, texToPlain } from '#src/plain-math.js';

const MARKS = ['\u0001', '\u0002'] as const;

describe('texToPlain: one formula as readable text', () => {
  it.each([
    ['\\frac{1}{2}', '1/2'],
    ['\\dfrac{3}{4}', '3/4'],
    ['\\frac12', '1/2'],
    ['\\frac{a+b}{c-d}', '(a+b)/(c-d)'],
    ['\\frac{(a+b)}{2}', '(a+b)/2'],
    ['2\\frac{1}{2}', '2 1/2'],
    ['\\text{Speed} = \\frac{\\text{distance}}{\\text{time}}', 'Speed = distance/time'],
  ])('fractions: %s → %s', (tex, plain) => expect(texToPlain(tex)).toBe(plain));

  it.each([
    ['x^2', 'x²'],
    ['x^{10}', 'x¹⁰'],
    ['10^{-3}', '10⁻³'],
    ['e^{-x}', 'e⁻ˣ'],
    ['a^n', 'aⁿ'],
    ['x^{pq}', 'x^(pq)'],
    ['x^q', 'x^q'],
    ['2^{a+q}', '2^(a+q)'],
    ['x_1', 'x₁'],
    ['a_{n+1}', 'aₙ₊₁'],
    ['x_{max}', 'xₘₐₓ'],
    ['y_{b}', 'y_b'],
    ['\\log_2 8', 'log₂ 8'],
    ["f'(x)", 'f′(x)'],
  ])('superscripts and subscripts: %s → %s', (tex, plain) => expect(texToPlain(tex)).toBe(plain));

  it.each([
    ['\\sqrt{16}', '√16'],
    ['\\sqrt{a+b}', '√(a+b)'],
    ['\\sqrt[3]{27}', '∛27'],
    ['\\sqrt[4]{16}', '∜16'],
    ['\\sqrt[5]{x}', '⁵√x'],
    ['\\sqrt{\\frac{1}{4}}', '√(1/4)'],
  ])('roots: %s → %s', (tex, plain) => expect(texToPlain(tex)).toBe(plain));

  it.each([
    ['2\\times3', '2 × 3'],
    ['12 \\div 4', '12 ÷ 4'],
    ['a\\cdot b', 'a · b'],
    ['x \\pm 5', 'x ± 5'],
    ['a\\le b', 'a ≤ b'],
    ['a \\geq b', 'a ≥ b'],
    ['x\\ne 0', 'x ≠ 0'],
    ['x \\not= 0', 'x ≠ 0'],
    ['a \\approx b', 'a ≈ b'],
    ['A \\Rightarrow B', 'A ⇒ B'],
    ['90^\\circ', '90°'],
    ['45^{\\circ}', '45°'],
    ['90\\degree', '90°'],
    ['\\angle ABC = 90^\\circ', '∠ ABC = 90°'],
    ['50\\%', '50%'],
    ['\\$5', '$5'],
    ['\\infty', '∞'],
    ['\\mathbb{R}', 'ℝ'],
  ])('operators and symbols: %s → %s', (tex, plain) => expect(texToPlain(tex)).toBe(plain));

  it.each([
    ['\\pi r^2', 'π r²'],
    ['\\alpha+\\beta=\\gamma', 'α+β=γ'],
    ['\\Delta ABC', 'Δ ABC'],
    ['\\theta', 'θ'],
    ['\\Omega', 'Ω'],
  ])('Greek: %s → %s', (tex, plain) => expect(texToPlain(tex)).toBe(plain));

  it.each([
    ['\\ce{H2SO4}', 'H₂SO₄'],
    ['\\ce{A + B -> C}', 'A + B → C'],
    ['\\ce{2H2 + O2 -> 2H2O}', '2H₂ + O₂ → 2H₂O'],
    ['\\ce{N2 + 3H2 <=> 2NH3}', 'N₂ + 3H₂ ⇌ 2NH₃'],
    ['\\ce{SO4^2-}', 'SO₄²⁻'],
    ['\\ce{Fe^{3+}}', 'Fe³⁺'],
    ['\\ce{Na+ + Cl- -> NaCl}', 'Na⁺ + Cl⁻ → NaCl'],
    ['\\ce{Ca(OH)2}', 'Ca(OH)₂'],
    ['\\ce{CuSO4*5H2O}', 'CuSO₄·5H₂O'],
    ['\\ce{CaCO3 v}', 'CaCO₃ ↓'],
    ['\\ce{CO2 ^}', 'CO₂ ↑'],
    ['\\ce{A ->[\\Delta] B}', 'A → (Δ) B'],
    ['\\pu{9.8 m/s^2}', '9.8 m/s²'],
  ])('mhchem: %s → %s', (tex, plain) => expect(texToPlain(tex)).toBe(plain));

  it.each([
    ['\\text{km/h}', 'km/h'],
    ['\\mathrm{kg}', 'kg'],
    ["\\text{it's}", "it's"],
    ['\\textbf{5} \\text{ cm}', '5 cm'],
    ['\\left( \\frac{1}{2} \\right)^2', '(1/2)²'],
    ['\\left. x \\right|', 'x |'],
    ['\\sin\\theta', 'sin θ'],
    ['\\sin(x)', 'sin(x)'],
    ['\\binom{5}{2}', 'C(5, 2)'],
    ['\\bar{x}', 'x̄'],
    ['\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}', '1 2 3 4'],
    ['\\textcolor{red}{x}', 'x'],
    ['a\\,b\\;c\\quad d', 'a b c d'],
  ])('text, fonts, sizing and layout: %s → %s', (tex, plain) => expect(texToPlain(tex)).toBe(plain));

  it.each([
    ['\\unknowncommand{kept}', 'kept'],
    ['\\foo x', 'x'],
    ['\\frac{1}{', '1/'],
    ['}{{\\', ''],
    ['x^', 'x'],
    ['\\sqrt[', '√'],
    ['\\ce{', ''],
    ['\\ce{H2O', 'H₂O'],
    ['\\begin{array}{cc} a & b \\end{array}', 'a b'],
    ['', ''],
  ])('malformed or unknown input never throws and shows no TeX: %s → %s', (tex, plain) => {
    const result = texToPlain(tex);
    expect(result).toBe(plain);
    expect(result).not.toMatch(/[\\{}$]/);
  });

  it('never throws on arbitrary input', () => {
    const pieces = ['\\', '{', '}', '^', '_', '$', '\\frac', '\\sqrt', '[', ']', '\\ce', '->', 'x', '2', ' ', '\\left', '\\text', '&'];
    let seed = 7;
    for (let run = 0; run < 500; run++) {
      let tex = '';
      for (let piece = 0; piece < 12; piece++) {
        seed = (seed * 48271) % 2147483647;
        tex += pieces[seed % pieces.length];
      }
      expect(() => texToPlain(tex)).not.toThrow();
      expect(texToPlain(tex)).not.toContain('\\');
    }
  });
});

describe('readableMath: text with formulas', () => {
  it.each([
    ['What is $\\frac{1}{2}$ of 10?', 'What is 1/2 of 10?'],
    ['If $x^2 = 16$, find $x$.', 'If x² = 16, find x.'],
    ['$$x^2+y^2=z^2$$', 'x²+y²=z²'],
    ['\\(a\\) and \\[b^2\\]', 'a and b²'],
    ['Balance $\\ce{H2 + O2 -> H2O}$', 'Balance H₂ + O₂ → H₂O'],
    ['कितना है $\\frac{3}{4}$ का 20%?', 'कितना है 3/4 का 20%?'],
  ])('%s → %s', (text, plain) => expect(readableMath(text)).toBe(plain));

  it('keeps prose dollars and text without formulas as they are', () => {
    expect(readableMath('Costs $5 and $10')).toBe('Costs $5 and $10');
    expect(readableMath('US$5 to US$10')).toBe('US$5 to US$10');
    expect(readableMath('It costs \\$5')).toBe('It costs $5');
    const plain = 'A train covers 300 km in 5 hours.';
    expect(readableMath(plain)).toBe(plain);
  });

  it('reads a formula cut by a "…" at either end of a title or snippet', () => {
    expect(readableMath('Find the area, $\\pi r^2$, where $r = \\sqrt{1…')).toBe('Find the area, π r², where r = √1…');
    expect(readableMath('…{4}$ of 20 is')).toBe('…4 of 20 is');
    // The search engine's snippet drops the backslash before the first word.
    expect(readableMath('…frac{1}{2}$ of ten…')).toBe('…1/2 of ten…');
    expect(readableMath('The difference $x - y…')).toBe('The difference x - y…');
    // Cut right after a command: nothing of the formula is shown rather than a stray "/".
    expect(readableMath('and B does $\\frac…')).toBe('and B does …');
    // Prose that merely follows or precedes a cut stays prose: a dollar before a number may be a price.
    expect(readableMath('…costs $5 and more…')).toBe('…costs $5 and more…');
    expect(readableMath('so it costs $25…')).toBe('so it costs $25…');
    expect(readableMath('…of apples is $\\frac{1}{2}$ of all')).toBe('…of apples is 1/2 of all');
  });

  it('marks a whole formula that holds a marked word, and keeps marks in prose', () => {
    const snippet = 'If \u0001x\u0002 is $\\sqrt{\u000116\u0002}$ then $\\frac{1}{2}$';
    expect(readableMath(snippet, { marks: MARKS })).toBe('If \u0001x\u0002 is \u0001√16\u0002 then 1/2');
    expect(readableMath('…\u0001frac\u0002{1}{2}$ of ten', { marks: MARKS })).toBe('…\u00011/2\u0002 of ten');
  });
});
