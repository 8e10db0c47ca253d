/** Sample rows the data grid demos share: a small team and what they ship. */
export interface Person {
  id: number;
  name: string;
  team: 'Core' | 'Design' | 'Infra';
  role: string;
  commits: number;
  joined: number;
}

export const people: Person[] = [
  { id: 1, name: 'Ada Byron', team: 'Core', role: 'Engineer', commits: 412, joined: 2019 },
  { id: 2, name: 'Grace Murray', team: 'Infra', role: 'Engineer', commits: 288, joined: 2020 },
  { id: 3, name: 'Alan Turing', team: 'Core', role: 'Lead', commits: 530, joined: 2018 },
  { id: 4, name: 'Edsger Dijkstra', team: 'Infra', role: 'Lead', commits: 351, joined: 2017 },
  { id: 5, name: 'Barbara Liskov', team: 'Core', role: 'Engineer', commits: 197, joined: 2021 },
  { id: 6, name: 'Margaret Hamilton', team: 'Design', role: 'Designer', commits: 143, joined: 2022 },
  { id: 7, name: 'Donald Knuth', team: 'Design', role: 'Lead', commits: 264, joined: 2019 },
];
