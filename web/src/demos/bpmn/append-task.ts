import type Modeler from 'bpmn-js/lib/Modeler';
import type Modeling from 'bpmn-js/lib/features/modeling/Modeling';
import type { Shape } from 'bpmn-js/lib/model/Types';
import type ElementRegistry from 'diagram-js/lib/core/ElementRegistry';

const GAP = 80;

/**
 * Appends a named task, connected by a sequence flow, to the right-most flow node of the
 * diagram, the way a user would from the context pad. Returns the new task, or `null` when the
 * canvas holds no flow node to append to.
 */
export function appendTask(modeler: Modeler, name: string): Shape | null {
  const registry = modeler.get<ElementRegistry>('elementRegistry');
  const modeling = modeler.get<Modeling>('modeling');
  const nodes = registry
    .filter((element) =>
      /^bpmn:(StartEvent|Task|UserTask|ServiceTask|IntermediateThrowEvent)$/.test(element.type ?? ''),
    )
    .map((element) => element as Shape);
  const source = nodes.reduce<Shape | null>((right, node) => (right === null || node.x > right.x ? node : right), null);
  if (source === null) return null;
  const position = { x: source.x + source.width + GAP + 50, y: source.y + source.height / 2 };
  const task = modeling.appendShape(source, { type: 'bpmn:Task' }, position, source.parent as Shape);
  modeling.updateLabel(task, name);
  return task;
}
