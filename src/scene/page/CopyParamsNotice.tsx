import { useEffect, useRef } from 'react';
import type { CopyOutcome } from './copyParams';
import styles from './CopyParamsNotice.module.css';
import { tuningFilePath } from './tuningText';

interface Props {
  outcome: CopyOutcome | null;
  onClose: () => void;
}

/** What "Copy params" did: a short "Copied" note, or the file in a box to copy by hand. */
export function CopyParamsNotice({ outcome, onClose }: Props) {
  const box = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (outcome?.kind === 'manual') box.current?.select();
  }, [outcome]);

  if (!outcome) return <p role="status" className={styles.hidden} />;
  if (outcome.kind === 'copied') {
    return (
      <p role="status" className={styles.notice}>
        Copied. Paste it over <code>{tuningFilePath}</code>.
      </p>
    );
  }
  return (
    <div role="dialog" aria-label="Scene params" className={styles.manual}>
      <label htmlFor="scene-params-text">
        The clipboard is not available here. Copy this and paste it over <code>{tuningFilePath}</code>:
      </label>
      <textarea id="scene-params-text" ref={box} readOnly value={outcome.text} rows={16} />
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
