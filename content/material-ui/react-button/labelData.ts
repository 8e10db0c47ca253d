export interface ButtonLabel {
  text: string;
  primary?: boolean;
}

export const labels: ButtonLabel[] = [{ text: 'Save', primary: true }, { text: 'Discard' }, { text: 'Share' }];
