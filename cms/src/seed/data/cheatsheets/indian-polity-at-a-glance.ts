import type { SeedCheatsheet } from '#src/seed/types.js';
import { code } from './code-block';

export const indianPolityAtAGlance: SeedCheatsheet = {
  title: 'Indian Polity at a Glance',
  slug: 'indian-polity-at-a-glance',
  description:
    'Quick revision of the Constitution of India for UPSC, SSC and state exams: its structure, key articles, the twelve schedules, writs and landmark amendments.',
  category: 'Other',
  items: [
    {
      title: 'The Constitution in brief',
      category: 'structure',
      content_type: 'text',
      text_content:
        '<ul>' +
        '<li>Adopted by the Constituent Assembly on <strong>26 November 1949</strong> (celebrated as Constitution Day); came into force on <strong>26 January 1950</strong> (Republic Day).</li>' +
        '<li>Chairman of the Drafting Committee: <strong>Dr B.R. Ambedkar</strong>. President of the Constituent Assembly: <strong>Dr Rajendra Prasad</strong>.</li>' +
        '<li>Originally <strong>395 articles in 22 parts and 8 schedules</strong>; it now has <strong>12 schedules</strong>. New articles are inserted with letters (e.g. 21A, 51A), so the last article is still numbered 395.</li>' +
        '<li>The Preamble declares India a <em>Sovereign, Socialist, Secular, Democratic Republic</em>; "Socialist", "Secular" and "Integrity" were added by the 42nd Amendment (1976).</li>' +
        '</ul>',
    },
    {
      title: 'Important parts',
      category: 'structure',
      content_type: 'text',
      text_content:
        '<table><thead><tr><th>Part</th><th>Subject</th><th>Articles</th></tr></thead><tbody>' +
        '<tr><td>I</td><td>The Union and its territory</td><td>1–4</td></tr>' +
        '<tr><td>II</td><td>Citizenship</td><td>5–11</td></tr>' +
        '<tr><td>III</td><td>Fundamental Rights</td><td>12–35</td></tr>' +
        '<tr><td>IV</td><td>Directive Principles of State Policy</td><td>36–51</td></tr>' +
        '<tr><td>IVA</td><td>Fundamental Duties</td><td>51A</td></tr>' +
        '<tr><td>V</td><td>The Union (President, Parliament, Supreme Court, CAG)</td><td>52–151</td></tr>' +
        '<tr><td>VI</td><td>The States</td><td>152–237</td></tr>' +
        '<tr><td>IX</td><td>Panchayats</td><td>243–243O</td></tr>' +
        '<tr><td>IXA</td><td>Municipalities</td><td>243P–243ZG</td></tr>' +
        '<tr><td>XV</td><td>Elections</td><td>324–329</td></tr>' +
        '<tr><td>XVIII</td><td>Emergency provisions</td><td>352–360</td></tr>' +
        '<tr><td>XX</td><td>Amendment of the Constitution</td><td>368</td></tr>' +
        '</tbody></table>',
    },
    {
      title: 'Fundamental Rights (Part III)',
      category: 'articles',
      content_type: 'text',
      text_content:
        '<ul>' +
        '<li><strong>Right to Equality</strong> — Articles 14–18 (equality before law, no discrimination, equal opportunity in public employment, abolition of untouchability and of titles).</li>' +
        '<li><strong>Right to Freedom</strong> — Articles 19–22 (six freedoms in Art. 19, protection in respect of conviction, <em>life and personal liberty</em> in Art. 21, right to education in Art. 21A, safeguards on arrest).</li>' +
        '<li><strong>Right against Exploitation</strong> — Articles 23–24 (no trafficking or forced labour; no child labour in hazardous work under 14).</li>' +
        '<li><strong>Right to Freedom of Religion</strong> — Articles 25–28.</li>' +
        "<li><strong>Cultural and Educational Rights</strong> — Articles 29–30 (including minorities' right to run educational institutions).</li>" +
        '<li><strong>Right to Constitutional Remedies</strong> — Article 32, called the "heart and soul" of the Constitution by Dr Ambedkar.</li>' +
        '</ul>' +
        '<p>The Right to Property was removed from Part III by the <strong>44th Amendment (1978)</strong>; it is now a legal right under Article 300A.</p>',
    },
    {
      title: 'Key articles to remember',
      category: 'articles',
      content_type: 'text',
      text_content:
        '<table><thead><tr><th>Article</th><th>Provision</th></tr></thead><tbody>' +
        '<tr><td>40</td><td>Organisation of village panchayats (DPSP)</td></tr>' +
        '<tr><td>44</td><td>Uniform civil code (DPSP)</td></tr>' +
        '<tr><td>51A</td><td>Fundamental Duties</td></tr>' +
        '<tr><td>72</td><td>Pardoning power of the President</td></tr>' +
        '<tr><td>76</td><td>Attorney General for India</td></tr>' +
        '<tr><td>110</td><td>Definition of a Money Bill</td></tr>' +
        '<tr><td>112</td><td>Annual Financial Statement (the Budget)</td></tr>' +
        '<tr><td>123</td><td>Ordinance-making power of the President</td></tr>' +
        '<tr><td>148</td><td>Comptroller and Auditor General of India</td></tr>' +
        '<tr><td>226</td><td>Power of High Courts to issue writs</td></tr>' +
        '<tr><td>280</td><td>Finance Commission</td></tr>' +
        '<tr><td>324</td><td>Election Commission</td></tr>' +
        '<tr><td>352</td><td>National Emergency</td></tr>' +
        "<tr><td>356</td><td>President's Rule in a state</td></tr>" +
        '<tr><td>360</td><td>Financial Emergency</td></tr>' +
        '<tr><td>368</td><td>Power of Parliament to amend the Constitution</td></tr>' +
        '</tbody></table>',
    },
    {
      title: 'Writs',
      description: 'Issued by the Supreme Court under Article 32 and by High Courts under Article 226.',
      category: 'articles',
      content_type: 'mixed',
      mixed_content: [
        {
          type: 'text',
          content:
            '<ul>' +
            '<li><strong>Habeas Corpus</strong> — "to have the body": produce a detained person before the court.</li>' +
            '<li><strong>Mandamus</strong> — "we command": directs a public authority to perform its duty.</li>' +
            '<li><strong>Prohibition</strong> — stops a lower court or tribunal from exceeding its jurisdiction (issued while proceedings are pending).</li>' +
            '<li><strong>Certiorari</strong> — quashes an order already passed by a lower court or tribunal without jurisdiction.</li>' +
            '<li><strong>Quo Warranto</strong> — "by what authority": questions a person\'s claim to a public office.</li>' +
            '</ul>' +
            "<p>High Courts can issue writs for legal rights as well as Fundamental Rights, so their writ jurisdiction is wider than the Supreme Court's.</p>",
        },
        {
          type: 'code',
          language: 'plaintext',
          content: code`
Memory aid: "He Made Paper Cranes Quietly"
  H - Habeas Corpus
  M - Mandamus
  P - Prohibition
  C - Certiorari
  Q - Quo Warranto`,
        },
      ],
    },
    {
      title: 'The twelve schedules',
      category: 'structure',
      content_type: 'text',
      text_content:
        '<table><thead><tr><th>Schedule</th><th>Contents</th></tr></thead><tbody>' +
        '<tr><td>1st</td><td>Names of states and union territories and their territories</td></tr>' +
        '<tr><td>2nd</td><td>Emoluments of the President, Governors, Speakers, judges and the CAG</td></tr>' +
        '<tr><td>3rd</td><td>Forms of oaths and affirmations</td></tr>' +
        '<tr><td>4th</td><td>Allocation of Rajya Sabha seats to states and UTs</td></tr>' +
        '<tr><td>5th</td><td>Administration of Scheduled Areas and Scheduled Tribes</td></tr>' +
        '<tr><td>6th</td><td>Tribal areas of Assam, Meghalaya, Tripura and Mizoram</td></tr>' +
        '<tr><td>7th</td><td>Union, State and Concurrent Lists</td></tr>' +
        '<tr><td>8th</td><td>Languages recognised by the Constitution (now 22)</td></tr>' +
        '<tr><td>9th</td><td>Acts protected from challenge on grounds of Fundamental Rights (added by the 1st Amendment, 1951)</td></tr>' +
        '<tr><td>10th</td><td>Anti-defection law (added by the 52nd Amendment, 1985)</td></tr>' +
        '<tr><td>11th</td><td>Powers of panchayats — 29 subjects (73rd Amendment, 1992)</td></tr>' +
        '<tr><td>12th</td><td>Powers of municipalities — 18 subjects (74th Amendment, 1992)</td></tr>' +
        '</tbody></table>',
    },
    {
      title: 'Landmark amendments',
      category: 'amendments',
      content_type: 'mixed',
      mixed_content: [
        {
          type: 'text',
          content:
            '<ul>' +
            '<li><strong>1st (1951)</strong> — added the Ninth Schedule.</li>' +
            '<li><strong>7th (1956)</strong> — reorganised states on a linguistic basis.</li>' +
            '<li><strong>42nd (1976)</strong> — the "mini-Constitution": added Socialist, Secular and Integrity to the Preamble and the Fundamental Duties (Part IVA).</li>' +
            '<li><strong>44th (1978)</strong> — removed the Right to Property from Fundamental Rights; replaced "internal disturbance" with "armed rebellion" as a ground for National Emergency.</li>' +
            '<li><strong>52nd (1985)</strong> — anti-defection law (Tenth Schedule).</li>' +
            '<li><strong>61st (1989)</strong> — voting age lowered from 21 to 18.</li>' +
            '<li><strong>73rd and 74th (1992)</strong> — constitutional status for panchayats and municipalities.</li>' +
            '<li><strong>86th (2002)</strong> — free and compulsory education for children aged 6–14 (Article 21A) and an 11th Fundamental Duty.</li>' +
            '<li><strong>101st (2016)</strong> — Goods and Services Tax.</li>' +
            '<li><strong>103rd (2019)</strong> — up to 10% reservation for economically weaker sections.</li>' +
            '<li><strong>106th (2023)</strong> — one-third of seats in the Lok Sabha and state assemblies reserved for women.</li>' +
            '</ul>',
        },
        {
          type: 'code',
          language: 'plaintext',
          content: code`
Quick pairs to revise
  1st  → 9th Schedule        52nd  → 10th Schedule
  42nd → Fundamental Duties  86th  → Art. 21A
  61st → Voting age 18       101st → GST
  73rd → Panchayats          74th  → Municipalities`,
        },
      ],
    },
    {
      title: 'How the Constitution is amended',
      description: 'Article 368 and the three kinds of majority.',
      category: 'amendments',
      content_type: 'mixed',
      mixed_content: [
        {
          type: 'text',
          content:
            '<p>An amendment bill can be introduced in <strong>either House</strong> of Parliament, but not in a state legislature, and the President must give assent (24th Amendment, 1971). There is no joint sitting for amendment bills.</p>',
        },
        {
          type: 'code',
          language: 'plaintext',
          content: code`
1. Simple majority (outside Article 368)
   e.g. creating new states (Art. 2-4), citizenship, quorum rules

2. Special majority (Article 368)
   majority of the total membership of each House AND
   two-thirds of members present and voting
   e.g. Fundamental Rights, Directive Principles

3. Special majority + ratification by half of the state legislatures
   e.g. election of the President, Supreme Court and High Courts,
   distribution of powers (Seventh Schedule), Article 368 itself`,
        },
        {
          type: 'text',
          content:
            '<p>In <em>Kesavananda Bharati v. State of Kerala</em> (1973) the Supreme Court held that Parliament cannot alter the <strong>basic structure</strong> of the Constitution.</p>',
        },
      ],
    },
  ],
  categories: ['structure', 'articles', 'amendments'],
  tags: ['polity', 'constitution', 'upsc', 'ssc', 'gk'],
  featured: false,
};
