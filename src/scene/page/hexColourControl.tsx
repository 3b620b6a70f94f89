import { Components, createPlugin, useInputContext } from 'leva/plugin';
import styles from './hexColourControl.module.css';

const Row = Components.Row!;
const Label = Components.Label!;

/**
 * A `#rrggbb` colour as the browser's own colour input. Leva's colour control draws its swatch over
 * a data: image, which the page's Content-Security-Policy (`img-src 'self'`) refuses with a console
 * error.
 */
function HexColourInput() {
  const { id, label, displayValue, onUpdate } = useInputContext<{ displayValue: string }>();
  return (
    <Row input>
      <Label>{label}</Label>
      <input id={id} className={styles.input} type="color" value={displayValue} onChange={(event) => onUpdate(event.currentTarget.value)} />
    </Row>
  );
}

export const hexColour = createPlugin({
  component: HexColourInput,
  normalize: ({ value }: { value: string }) => ({ value }),
});
