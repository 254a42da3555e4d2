import { useState } from 'react';
import { CAR_CHECK_ITEMS, type CarCheckItem, type CarDraft, type SchoolCar } from '../../../../protocol/index.ts';
import { Button, Checkbox, DataTable, Dialog, DialogBody, DialogFooter, TextField, useAsyncEffect, useT, type MessageKey } from '../../../ui/index.ts';
import { addCar, carFormErrors, deleteCar, loadCars, problemValues, saveChecklist, type SchoolDs } from '../model/model.ts';

const ITEM_KEY: Record<CarCheckItem, MessageKey> = {
  brakes: 'school.car.item.brakes',
  lights: 'school.car.item.lights',
  doors: 'school.car.item.doors',
  seatBelts: 'school.car.item.seatBelts',
  firstAidKit: 'school.car.item.firstAidKit',
  extinguisher: 'school.car.item.extinguisher',
};

const FIELDS: readonly [keyof CarDraft, MessageKey][] = [
  ['plateNumber', 'school.car.plateNumber'],
  ['driverName', 'school.car.driverName'],
  ['driverPhone', 'school.car.driverPhone'],
  ['seats', 'school.car.seats'],
];

/** School cars (SPEC §7): add, list, the pre-trip checklist, delete. */
export function CarPanel({ ds }: { ds: SchoolDs }) {
  const t = useT();
  const [cars, setCars] = useState<SchoolCar[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [adding, setAdding] = useState(false);
  const [checking, setChecking] = useState<SchoolCar | null>(null);
  const [note, setNote] = useState<MessageKey | null>(null);

  const reload = useAsyncEffect(
    () => loadCars(ds),
    (list) => {
      setCars(list);
      setFailed(false);
    },
    () => setFailed(true),
    [ds],
  );

  const remove = async (car: SchoolCar) => {
    const outcome = await deleteCar(ds, car.id);
    setNote(outcome.ok ? null : outcome.key);
    reload();
  };

  return (
    <div data-testid="school-cars">
      <div className="school__bar">
        <Button variant="primary" onPress={() => setAdding(true)} data-testid="car-add">
          {t('school.car.add')}
        </Button>
      </div>
      {failed ? <p className="ui-field__error" role="alert">{t('school.error.load')}</p> : null}
      {note ? <p className="ui-field__error" role="alert">{t(note)}</p> : null}
      {cars && cars.length === 0 ? <p className="school__hint">{t('school.car.empty')}</p> : null}
      {cars && cars.length > 0 ? (
        <DataTable className="school__table" label={t('school.title')}>
          <thead>
            <tr>
              {FIELDS.map(([field, key]) => (
                <th key={field}>{t(key)}</th>
              ))}
              <th>{t('school.car.checklist')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {cars.map((car) => {
              const done = CAR_CHECK_ITEMS.filter((item) => car.checklist[item]).length;
              return (
                <tr key={car.id} data-testid="car-row">
                  <td>{car.plateNumber}</td>
                  <td>{car.driverName}</td>
                  <td>{car.driverPhone}</td>
                  <td>{car.seats}</td>
                  <td data-testid="car-checked">{t('school.car.checked', { done, total: CAR_CHECK_ITEMS.length })}</td>
                  <td className="school__actions">
                    <Button variant="ghost" onPress={() => setChecking(car)} data-testid="car-checklist">
                      {t('school.car.checklist')}
                    </Button>
                    <Button variant="danger" onPress={() => void remove(car)} data-testid="car-delete">
                      {t('school.delete')}
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      ) : null}
      {adding ? <CarDialog ds={ds} onClose={() => setAdding(false)} onSaved={reload} /> : null}
      {checking ? <ChecklistDialog ds={ds} car={checking} onClose={() => setChecking(null)} onSaved={reload} /> : null}
    </div>
  );
}

function CarDialog({ ds, onClose, onSaved }: { ds: SchoolDs; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const [draft, setDraft] = useState<CarDraft>({ plateNumber: '', driverName: '', driverPhone: '', seats: '' });
  const [touched, setTouched] = useState(false);
  const [server, setServer] = useState<{ key: MessageKey; field?: string } | null>(null);
  const errors = carFormErrors(draft);
  const shown = (field: keyof CarDraft) => {
    const key = (touched ? errors[field] : undefined) ?? (server?.field === field ? server.key : undefined);
    return key ? t(key, { ...problemValues, max: field === 'seats' ? 80 : problemValues.max }) : null;
  };
  const submit = async () => {
    setTouched(true);
    if (Object.keys(errors).length > 0) return;
    const outcome = await addCar(ds, draft);
    if (!outcome.ok) return setServer({ key: outcome.key, ...(outcome.field ? { field: outcome.field } : {}) });
    onSaved();
    onClose();
  };
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={t('school.car.add')} closeLabel={t('school.cancel')} testId="car-dialog">
      <DialogBody>
        {FIELDS.map(([field, key]) => (
          <TextField
            key={field}
            label={t(key)}
            value={draft[field]}
            onChange={(value) => {
              setServer(null);
              setDraft((before) => ({ ...before, [field]: value }));
            }}
            error={shown(field)}
            testId={`car-${field}`}
          />
        ))}
        {server && !server.field ? <p className="ui-field__error" role="alert">{t(server.key)}</p> : null}
      </DialogBody>
      <DialogFooter>
        <Button variant="ghost" onPress={onClose}>
          {t('school.cancel')}
        </Button>
        <Button variant="primary" onPress={() => void submit()} data-testid="car-save">
          {t('school.save')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}

function ChecklistDialog({ ds, car, onClose, onSaved }: { ds: SchoolDs; car: SchoolCar; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const [checklist, setChecklist] = useState(() => Object.fromEntries(CAR_CHECK_ITEMS.map((item) => [item, car.checklist[item] === true])) as Record<CarCheckItem, boolean>);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const submit = async () => {
    const outcome = await saveChecklist(ds, car.id, checklist);
    if (!outcome.ok) return setFailure(outcome.key);
    onSaved();
    onClose();
  };
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={t('school.car.checklistOf', { plate: car.plateNumber })} closeLabel={t('school.cancel')} testId="checklist-dialog">
      <DialogBody>
        {CAR_CHECK_ITEMS.map((item) => (
          <Checkbox key={item} isSelected={checklist[item]} onChange={(value) => setChecklist((before) => ({ ...before, [item]: value }))} testId={`check-${item}`}>
            {t(ITEM_KEY[item])}
          </Checkbox>
        ))}
        {failure ? <p className="ui-field__error" role="alert">{t(failure)}</p> : null}
      </DialogBody>
      <DialogFooter>
        <Button variant="ghost" onPress={onClose}>
          {t('school.cancel')}
        </Button>
        <Button variant="primary" onPress={() => void submit()} data-testid="checklist-save">
          {t('school.save')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
