import { SCENARIOS } from '@mocks/scenarios.ts';
import { getDefaultWorld } from '@mocks/world/index.ts';
import type { Decorator } from '@storybook/react-vite';
import { createContext, useContext } from 'react';
import { MACHINE_KINDS, type SimulatorCreateOptions } from '@/terminal/simulator.ts';

/**
 * The Storybook toolbar's two switches (docs/DECISIONS.md "Harness"): the demo world's scenario, as the app's
 * `?scenario=` chooses it, and the machine the screens run on (store machine, SmartPOS, Mercado
 * Pago, Redelcom). "Story's own" leaves each story as it is written.
 */
export const STORY_GLOBAL_TYPES = {
  scenario: {
    description: 'Escenario del mundo demo (como ?scenario= en la app)',
    toolbar: {
      title: 'Escenario',
      icon: 'database',
      dynamicTitle: true,
      items: [
        { value: '', title: 'Escenario de la historia' },
        ...Object.keys(SCENARIOS).map((name) => ({ value: name, title: name })),
      ],
    },
  },
  machine: {
    description: 'Máquina en que corre la pantalla',
    toolbar: {
      title: 'Máquina',
      icon: 'mobile',
      dynamicTitle: true,
      items: [
        { value: '', title: 'Máquina de la historia' },
        ...MACHINE_KINDS.map((kind) => ({ value: kind, title: kind })),
      ],
    },
  },
} as const;

type MachineKind = NonNullable<SimulatorCreateOptions['kind']>;

/** The machine chosen in the toolbar, or null for the story's own. */
const MachineChoice = createContext<MachineKind | null>(null);
export const useToolbarMachine = (): MachineKind | null => useContext(MachineChoice);

/** Whether the toolbar set the world's scenario (then "the story's own" clears it again). */
let scenarioFromToolbar = false;

const isMachineKind = (value: unknown): value is MachineKind =>
  typeof value === 'string' && MACHINE_KINDS.some((kind) => kind === value);

/** Applies the toolbar's scenario to the demo world and hands its machine to AppStory. */
export const withStoryGlobals: Decorator = (Story, context) => {
  const scenario = typeof context.globals.scenario === 'string' ? context.globals.scenario : '';
  if (scenario) {
    getDefaultWorld().setScenario(scenario);
    scenarioFromToolbar = true;
  } else if (scenarioFromToolbar) {
    getDefaultWorld().setScenario(null);
    scenarioFromToolbar = false;
  }
  const machine = isMachineKind(context.globals.machine) ? context.globals.machine : null;
  return (
    <MachineChoice.Provider value={machine}>
      <Story />
    </MachineChoice.Provider>
  );
};
