import { AvatarPicker, Button, Modal, Skeleton, Stack, Text, useToast } from '@lobby/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api';
import { useIdempotentAction, useMemberIcon, useProfileActions } from '../../../data';
import { LoadError } from '../../shared';

interface AvatarDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Chooses the member's avatar among the platform's (GET and PUT /wps/member/info/icon). */
export function AvatarDialog({ open, onOpenChange }: AvatarDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('account.profile.avatarTitle')}>
      {open ? <AvatarChoice onDone={() => onOpenChange(false)} /> : null}
    </Modal>
  );
}

function AvatarChoice({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const icon = useMemberIcon();
  const { setIcon } = useProfileActions();
  const save = useIdempotentAction((iconId: number, options) => setIcon(iconId, options));
  const [chosen, setChosen] = useState<number>();

  if (!icon.data) {
    const failure: unknown = icon.error;
    if (failure) return <LoadError error={failure} onRetry={() => void icon.mutate()} />;
    return (
      <div aria-busy="true">
        <Skeleton lines={4} />
      </div>
    );
  }
  const value = chosen ?? icon.data.iconId;
  const confirm = async () => {
    if (value === icon.data?.iconId) {
      onDone();
      return;
    }
    if ((await save.run(value))?.ok) {
      toast.show({ tone: 'success', title: t('account.profile.avatarSaved') });
      onDone();
    }
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
    >
      <Stack gap="md" align="start">
        <AvatarPicker
          label={t('account.profile.avatarLegend')}
          choices={icon.data.choices.map((choice) => ({ id: choice.iconId, src: choice.iconUrl }))}
          value={value}
          onChange={(id) => {
            setChosen(id);
            save.reset();
          }}
          disabled={save.busy}
        />
        {save.error ? (
          <Text role="alert" tone="danger">
            {errorText(i18n.t, save.error)}
          </Text>
        ) : null}
        <Button type="submit" loading={save.busy}>
          {t('account.profile.avatarSave')}
        </Button>
      </Stack>
    </form>
  );
}
