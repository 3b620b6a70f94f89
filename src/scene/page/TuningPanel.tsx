import { button, useControls } from 'leva';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLiveParams } from '@/scene/gpu/liveParams';
import { sceneKnobs } from '@/scene/params';
import { copyText, type CopyOutcome } from './copyParams';
import { CopyParamsNotice } from './CopyParamsNotice';
import { hexColour } from './hexColourControl';
import { panelFolders, withFolderValues, type PanelFolder, type PanelReading } from './knobPanel';
import { sendParams } from './sceneBridge';
import { tuningFile } from './tuningFile';

const folders = panelFolders(sceneKnobs); /** How long "Copied" stays up, ms. */
const copiedNoticeMs = 4000;

function applyEdit(folder: PanelFolder, readings: Record<string, PanelReading>): void {
  useLiveParams.setState((current) => withFolderValues(current, folder, readings), true);
  sendParams(useLiveParams.getState());
}

/** Leva's schema of a folder: numbers as sliders or boxes, colours as the browser's colour input. */
function levaSchema(folder: PanelFolder) {
  return Object.fromEntries(
    Object.entries(folder.schema).map(([key, control]) => [
      key,
      typeof control.value === 'string' ? { ...hexColour(control.value), label: control.label } : control,
    ]),
  );
}

/** One folder of the panel: its controls, built from the knob table, feeding the live params. */
function KnobFolder({ folder }: { folder: PanelFolder }) {
  // Leva infers readings from a schema typed control by control; this one is built from the table at run time.
  const schema = useMemo(() => levaSchema(folder), [folder]);
  const readings = useControls(folder.name, schema) as unknown as Record<string, PanelReading>;
  useEffect(() => applyEdit(folder, readings), [folder, readings]);
  return null;
}

/**
 * Leva panel over every live scene constant, generated from the knob table in params.ts; "Copy
 * params" copies the owner's tuning file, src/content/scene.ts. Its own chunk, loaded only in dev or
 * with `?tune`.
 */
export default function TuningPanel() {
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null);
  const copy = useCallback(async () => setOutcome(await copyText(tuningFile(useLiveParams.getState()))), []);
  useControls('Export', { 'Copy params': button(() => void copy()) });

  useEffect(() => {
    if (outcome?.kind !== 'copied') return;
    const timer = setTimeout(() => setOutcome(null), copiedNoticeMs);
    return () => clearTimeout(timer);
  }, [outcome]);

  return (
    <>
      {folders.map((folder) => (
        <KnobFolder key={folder.name} folder={folder} />
      ))}
      <CopyParamsNotice outcome={outcome} onClose={() => setOutcome(null)} />
    </>
  );
}
