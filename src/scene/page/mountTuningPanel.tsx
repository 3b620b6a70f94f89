import { createRoot } from 'react-dom/client';
import TuningPanel from './TuningPanel';

/** The Leva panel in its own React root on the page (Leva draws its panel into document.body). */
export function mountTuningPanel(): void {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<TuningPanel />);
}
