import { SCORE_RANGE } from '@/config/limits';
import { scoreButtonLabel, votingMessages } from '@/features/voting/messages';

const SCORES = Array.from({ length: SCORE_RANGE.max - SCORE_RANGE.min + 1 }, (_, index) => SCORE_RANGE.min + index);

interface ScoreButtonsProps {
  /** The score the player gave this meme, if any: that button is marked pressed. */
  selected: number | undefined;
  disabled: boolean;
  onScore: (score: number) => void;
}

/** Ten buttons, 1 to 10, in two rows sized for a thumb. */
export function ScoreButtons({ selected, disabled, onScore }: ScoreButtonsProps) {
  return (
    <div role="group" aria-label={votingMessages.scoreGroup} className="grid grid-cols-5 gap-2">
      {SCORES.map((score) => {
        const pressed = selected === score;
        return (
          <button
            key={score}
            type="button"
            aria-pressed={pressed}
            aria-label={scoreButtonLabel(score)}
            disabled={disabled}
            onClick={() => onScore(score)}
            className={[
              'min-h-12 rounded-lg text-lg font-bold tabular-nums transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-soft',
              'disabled:cursor-not-allowed disabled:opacity-50',
              pressed
                ? 'bg-brand text-white ring-2 ring-brand-soft'
                : 'border border-border bg-surface-raised text-slate-100 hover:bg-border',
            ].join(' ')}
          >
            {score}
          </button>
        );
      })}
    </div>
  );
}
