import type { ReactNode } from 'react';
import { ArrowRightIcon } from './app-icons';

export interface Choice {
  key: string | number;
  /** Avatar or icon before the text. */
  leading: ReactNode;
  title: ReactNode;
  /** Lines under the title (elements with the choice__meta class). */
  meta?: ReactNode;
  /** In place of the arrow (a spinner while this choice is being sent). */
  trailing?: ReactNode;
  disabled?: boolean;
  onPick: () => void;
}

/** A list of whole-row buttons, one per choice: the pop-ups that ask which account, student or year. */
export function ChoiceList({ choices }: { choices: Choice[] }) {
  return (
    <ul className="choice-list">
      {choices.map((choice) => (
        <li key={choice.key}>
          <button type="button" className="choice" disabled={choice.disabled} onClick={choice.onPick}>
            {choice.leading}
            <span className="choice__text">
              <span className="choice__title">{choice.title}</span>
              {choice.meta}
            </span>
            {choice.trailing ?? <ArrowRightIcon className="choice__arrow" />}
          </button>
        </li>
      ))}
    </ul>
  );
}
