import { Box, Image, Skeleton } from '@chakra-ui/react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

const SIZE = 184;

/** The otpauth:// URI as a QR code for an authenticator app to scan, drawn in the browser. */
export function AuthenticatorQrCode({ uri }: { uri: string }) {
  const intl = useIntl();
  const [drawn, setDrawn] = useState<{ uri: string; dataUrl: string } | null>(null);

  useEffect(() => {
    let current = true;
    QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: SIZE * 2 })
      .then((dataUrl) => {
        if (current) setDrawn({ uri, dataUrl });
      })
      .catch(() => {
        // The manual key next to the code still lets the user set up the app.
      });
    return () => {
      current = false;
    };
  }, [uri]);

  return (
    <Box
      padding="2"
      bg="white"
      borderWidth="1px"
      borderColor="border"
      rounded="md"
      width="fit-content"
    >
      {drawn && drawn.uri === uri ? (
        <Image
          src={drawn.dataUrl}
          alt={intl.formatMessage({ id: 'security.authenticator.qrAlt' })}
          width={`${SIZE}px`}
          height={`${SIZE}px`}
          data-testid="authenticator-qr"
        />
      ) : (
        <Skeleton width={`${SIZE}px`} height={`${SIZE}px`} />
      )}
    </Box>
  );
}
