/**
 * The tables of plain-math.ts: TeX commands and the characters that write them in plain text. Written as
 * `name character` pairs separated by spaces (a table per idea, easy to extend).
 */

/** `'alpha α beta β'` → `{ alpha: 'α', beta: 'β' }`. */
const table = (pairs: string): Record<string, string> => {
  const words = pairs.trim().split(/\s+/);
  const entries: Array<[string, string]> = [];
  for (let at = 0; at + 1 < words.length; at += 2) entries.push([words[at]!, words[at + 1]!]);
  return Object.fromEntries(entries);
};
const list = (names: string) => new Set(names.trim().split(/\s+/));

export const GREEK = table(`
  alpha α beta β gamma γ delta δ epsilon ε varepsilon ε zeta ζ eta η theta θ vartheta ϑ iota ι kappa κ lambda λ
  mu μ nu ν xi ξ pi π varpi ϖ rho ρ varrho ϱ sigma σ varsigma ς tau τ upsilon υ phi φ varphi φ chi χ psi ψ omega ω
  Gamma Γ Delta Δ Theta Θ Lambda Λ Xi Ξ Pi Π Sigma Σ Upsilon Υ Phi Φ Psi Ψ Omega Ω`);

/** Symbols written as they are. */
export const SYMBOLS: Record<string, string> = {
  ...GREEK,
  ...table(`
  infty ∞ degree ° circ ∘ angle ∠ measuredangle ∡ triangle △ square □ prime ′ partial ∂ nabla ∇ sum ∑ prod ∏ int ∫
  oint ∮ emptyset ∅ varnothing ∅ forall ∀ exists ∃ neg ¬ lnot ¬ hbar ħ ell ℓ aleph ℵ backslash ∖ ldots … cdots ⋯
  dots … vdots ⋮ ddots ⋱ langle ⟨ rangle ⟩ lvert | rvert | vert | lVert ‖ rVert ‖ Vert ‖ lfloor ⌊ rfloor ⌋ lceil ⌈
  rceil ⌉ lbrace { rbrace } lbrack [ rbrack ] checkmark ✓ dagger † S § P ¶ pounds £ euro € rupee ₹ textdegree °
  textrupee ₹ celsius °C ohm Ω micro µ percent % lt < gt > colon : vdash ⊢ top ⊤ bot ⊥`),
};

/** Operators and relations: written with a space either side. */
export const OPERATORS = table(`
  times × div ÷ pm ± mp ∓ cdot · ast ∗ star ⋆ bullet • oplus ⊕ otimes ⊗ le ≤ leq ≤ leqslant ≤ ge ≥ geq ≥
  geqslant ≥ ne ≠ neq ≠ approx ≈ sim ∼ simeq ≃ cong ≅ equiv ≡ propto ∝ ll ≪ gg ≫ parallel ∥ perp ⊥ mid ∣ in ∈
  notin ∉ ni ∋ subset ⊂ subseteq ⊆ supset ⊃ supseteq ⊇ cup ∪ cap ∩ setminus ∖ land ∧ wedge ∧ lor ∨ vee ∨ to →
  rightarrow → longrightarrow ⟶ leftarrow ← gets ← longleftarrow ⟵ leftrightarrow ↔ Rightarrow ⇒ implies ⟹
  Leftarrow ⇐ Leftrightarrow ⇔ iff ⟺ mapsto ↦ uparrow ↑ downarrow ↓ rightleftharpoons ⇌ therefore ∴ because ∵
  models ⊨`);

/** Named functions: their names, as KaTeX writes them. */
export const FUNCTIONS = list(`
  sin cos tan cot sec csc arcsin arccos arctan sinh cosh tanh coth log ln lg exp lim liminf limsup max min sup inf
  det gcd lcm deg dim ker arg mod bmod Pr hom`);

/** Commands whose one argument is shown as it is (fonts, boxes, text). */
export const UNWRAP = list(`
  text textrm textbf textit textsf texttt textnormal textup emph mathrm mathbf mathit mathsf mathtt mathcal mathscr
  mathfrak mathnormal boldsymbol bm pmb operatorname mbox hbox fbox boxed underline overbrace underbrace
  textsuperscript`);
/** Of those, the ones whose argument is text (an apostrophe stays an apostrophe). */
export const TEXT_MODE = /^(?:text|mbox|hbox|emph|fbox)/;

/** Commands whose one argument is never shown. */
export const DROP_ARGUMENT = list('label phantom hphantom vphantom hspace vspace color tag');
/** Sizing and style commands without an argument: dropped. */
export const DROP = list(`
  left right big Big bigg Bigg bigl bigr Bigl Bigr biggl biggr Biggl Biggr middle displaystyle textstyle
  scriptstyle scriptscriptstyle limits nolimits nonumber notag allowbreak relax strut mathstrut`);

/** Spacing commands (`\,`, `\quad`, a line break `\\`): a space, or nothing for the negative `\!`. */
export const SPACES: Record<string, string> = {
  ...Object.fromEntries([...list(', : ; > quad qquad enspace thinspace medspace thickspace newline cr')].map((name) => [name, ' '])),
  ' ': ' ',
  '\\': ' ',
  '!': '',
};

/** Accents over one letter: a combining mark (x̄, v⃗); over more, the letters as they are. */
export const ACCENTS: Record<string, string> = {
  bar: '\u0304',
  overline: '\u0305',
  vec: '\u20d7',
  overrightarrow: '\u20d7',
  hat: '\u0302',
  widehat: '\u0302',
  tilde: '\u0303',
  widetilde: '\u0303',
  dot: '\u0307',
  ddot: '\u0308',
  acute: '\u0301',
  grave: '\u0300',
  check: '\u030c',
  breve: '\u0306',
};

export const DOUBLE_STRUCK = table('N ℕ Z ℤ Q ℚ R ℝ C ℂ P ℙ');

/** Unicode's superscript and subscript forms (letters too, where they exist). */
export const SUPERSCRIPTS = table(`
  0 ⁰ 1 ¹ 2 ² 3 ³ 4 ⁴ 5 ⁵ 6 ⁶ 7 ⁷ 8 ⁸ 9 ⁹ + ⁺ - ⁻ − ⁻ = ⁼ ( ⁽ ) ⁾ a ᵃ b ᵇ c ᶜ d ᵈ e ᵉ f ᶠ g ᵍ h ʰ i ⁱ j ʲ k ᵏ
  l ˡ m ᵐ n ⁿ o ᵒ p ᵖ r ʳ s ˢ t ᵗ u ᵘ v ᵛ w ʷ x ˣ y ʸ z ᶻ T ᵀ ′ ′ ° °`);
export const SUBSCRIPTS = table(`
  0 ₀ 1 ₁ 2 ₂ 3 ₃ 4 ₄ 5 ₅ 6 ₆ 7 ₇ 8 ₈ 9 ₉ + ₊ - ₋ − ₋ = ₌ ( ₍ ) ₎ a ₐ e ₑ h ₕ i ᵢ j ⱼ k ₖ l ₗ m ₘ n ₙ o ₒ p ₚ
  r ᵣ s ₛ t ₜ u ᵤ v ᵥ x ₓ`);

/** `\sqrt[3]{…}` and `\sqrt[4]{…}` have signs of their own. */
export const ROOTS = table('3 ∛ 4 ∜');

/** mhchem's arrows, longest first. */
export const CHEMISTRY_ARROWS = Object.entries(table('<=>> ⇌ <<=> ⇌ <--> ⟷ <=> ⇌ <-> ↔ -> → <- ←'));
