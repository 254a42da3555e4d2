import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { IconButton } from './Button.tsx';

type DialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  /** Accessible name of the close button. */
  closeLabel: string;
  children: ReactNode;
  size?: 'medium' | 'large';
  testId?: string;
};

/** A modal dialog: Escape and a click outside close it, focus stays inside while open. */
export function Dialog({ isOpen, onOpenChange, title, closeLabel, children, size = 'medium', testId }: DialogProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className="ui-overlay">
      <Modal className={`ui-modal ui-modal--${size}`}>
        <AriaDialog className="ui-dialog" data-testid={testId}>
          <header className="ui-dialog__header">
            <Heading slot="title" className="ui-dialog__title">
              {title}
            </Heading>
            <IconButton icon="close" label={closeLabel} onPress={() => onOpenChange(false)} />
          </header>
          {children}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

export function DialogBody({ children }: { children: ReactNode }) {
  return <div className="ui-dialog__body">{children}</div>;
}

export function DialogFooter({ children }: { children: ReactNode }) {
  return <footer className="ui-dialog__footer">{children}</footer>;
}
