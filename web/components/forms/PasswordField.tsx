/**
 * A password field with a show/hide toggle (issue 26): the typed password can be checked before
 * it is sent. The toggle is a button of its own, named for what it does next.
 */
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { PASSWORD_LINKS } from '../../../contracts/form-messages';
import { useSay } from '../../i18n/useT';
import { FormTextField, type FieldProps } from './fields';

export function FormPasswordField<T extends FieldValues>(props: Omit<FieldProps<T>, 'type'>) {
  const [shown, setShown] = useState(false);
  const say = useSay();
  const label = say(shown ? PASSWORD_LINKS.hidePassword : PASSWORD_LINKS.showPassword);
  return (
    <FormTextField
      {...props}
      type={shown ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={label}
                title={label}
                aria-pressed={shown}
                edge="end"
                onClick={() => setShown((value) => !value)}
                // Keeps the caret in the field: the click does not take the focus from it.
                onMouseDown={(event) => event.preventDefault()}
              >
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
