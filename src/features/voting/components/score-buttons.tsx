import { SCORES, scoreSolidStyle, scoreTileStyle } from '@/features/voting/score-colours';
import { useT } from '@/i18n/use-t';

interface ScoreButtonsProps {
  /** The score the player gave this meme, if any: that button is marked pressed. */
  selected: number | undefined;
  /** The score being saved: shown as chosen while every button waits. */
  saving: number | undefined;
  disabled: boolean;
  onScore: (score: number) => void;
}

/**
 * Ten buttons, 1 to 10, in two rows sized for a thumb, coloured from cool to hot. The button just tapped stays lit
 * while the score saves, and the others dim (they are disabled until the server answers).
 */
export function ScoreButtons({ selected, saving, disabled, onScore }: ScoreButtonsProps) {
  const t = useT();
  return (
    <div role="group" aria-label={t('voting.scoreGroup')} className="grid grid-cols-5 gap-1.5 sm:gap-2">
      {SCORES.map((score) => {
        const pressed = selected === score;
        const lit = saving === undefined ? pressed : saving === score;
        return (
          <button
            key={score}
            type="button"
            aria-pressed={pressed}
            aria-label={t('voting.scoreButton', { score })}
            disabled={disabled}
            onClick={() => onScore(score)}
            style={lit ? scoreSolidStyle(score) : scoreTileStyle(score)}
            className={[
              // The darker bottom edge makes a key to press, as a game's buttons do.
              'h-11 rounded-xl border text-xl font-extrabold tabular-nums shadow-[inset_0_-3px_0_rgb(0_0_0/0.3)] select-none min-[400px]:h-12 sm:h-14',
              'motion-safe:transition motion-safe:active:scale-95',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-soft',
              'disabled:cursor-not-allowed',
              'text-white',
              lit ? 'border-white/70! shadow-lg motion-safe:scale-105' : 'hover:brightness-125 disabled:opacity-40',
            ].join(' ')}
          >
            {score}
          </button>
        );
      })}
    </div>
  );
}
