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
      <input
        id={id}
        className={styles.input}
        type="color"
        value={displayValue}
        onChange={(event) => onUpdate(event.currentTarget.value)}
      />
    </Row>
  );
}

/**
 * Called with the colour itself (`hexColour('#ffffff')`), options such as `label` beside it: Leva hands
 * a custom input's `value` field to the plugin, not the object around it, so a `{ value }` input read
 * as an object gave the swatch no colour (#000000).
 */
export const hexColour = createPlugin<string, string, object>({ component: HexColourInput });
