import type { SeedTopic } from '#src/seed/types.js';
import { computerFundamentals } from './computer-science/computer-fundamentals';
import { dataStructures } from './computer-science/data-structures';
import { dbmsAndSql } from './computer-science/dbms-and-sql';
import { computerNetworks } from './computer-science/computer-networks';

/** Original demo questions: computer science for SSC, banking (IT officer), RRB and GATE aspirants. */
export const computerScience: SeedTopic = {
  topic_name: 'computer-science',
  subtopics: [computerFundamentals, dataStructures, dbmsAndSql, computerNetworks],
};
