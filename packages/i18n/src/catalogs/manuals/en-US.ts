export default {
  title: 'How to connect the reader',
  intro: 'Step by step to turn the reader on and connect it to Ponto over Wi-Fi, network cable or USB.',
  tabs: 'Connection type',
  before: {
    title: 'Before you start',
    power: 'Use only the power supply that came with the reader: {{volts}} V, {{amperes}} A.',
    button: 'To turn it on, hold the power button for about {{holdSeconds}} seconds.',
    lens: 'A Lens reader is ready about {{lensMinutes}} minute after it is turned on.',
    led: 'The reader’s light says what it is doing: white starting or pairing, green ready, yellow needs calibration, cyan exam running, blinking cyan needs an action from you, red error, magenta misconfigured, all colours steady while updating.',
  },
  'reader-wifi': {
    tab: 'Wi-Fi',
    title: 'Connect over Wi-Fi',
    intro: 'Good for counters without a network cable. The signal must be good where the reader stands.',
    steps: {
      power:
        'Plug the power supply ({{volts}} V, {{amperes}} A) into the reader and hold the power button for about {{holdSeconds}} seconds.',
      pairing:
        'With the light white (pairing), follow the reader’s installation sheet to choose the Wi-Fi network.',
      network:
        'Choose the workplace’s Wi-Fi network and type its password. Guest networks with a sign-in page do not work.',
      ready: 'Wait until the light turns green (ready) or yellow (needs calibration).',
      check:
        'In Ponto, open Home → Readers: the reader shows with its Wi-Fi signal. With fewer than 2 of 4 bars, move the reader closer to the router.',
    },
  },
  'reader-cable': {
    tab: 'Network cable',
    title: 'Connect with a network cable',
    intro: 'The steadiest connection: use it when there is a network socket near the reader.',
    steps: {
      cable: 'Connect a network cable from the router (or switch) to the reader’s network port.',
      power:
        'Plug in the power supply ({{volts}} V, {{amperes}} A) and hold the power button for about {{holdSeconds}} seconds.',
      dhcp: 'The network gives the reader its address automatically (DHCP); nothing needs setting on the reader.',
      ready: 'Wait until the light turns green (ready) or yellow (needs calibration).',
      check: 'In Ponto, open Home → Readers: the reader shows with “Connection: Network cable”.',
    },
  },
  'reader-usb': {
    tab: 'USB',
    title: 'Connect over USB',
    intro: 'When there is neither Wi-Fi nor a network cable: the reader uses this computer’s internet.',
    steps: {
      usb: 'Connect the reader to this computer with the USB cable that came with it.',
      power:
        'Plug in the power supply ({{volts}} V, {{amperes}} A) and hold the power button for about {{holdSeconds}} seconds.',
      share:
        'Keep the computer on and online while you use the reader: if it shuts down or sleeps, the reader goes offline.',
      ready: 'Wait until the light turns green (ready) or yellow (needs calibration).',
      check: 'In Ponto, open Home → Readers: the reader shows with “Connection: USB”.',
    },
  },
  after: {
    title: 'After connecting',
    register: 'If the reader is not in the list, register it with the code on its label in Home → Readers.',
    calibrate: 'Yellow light: calibrate the reader in Calibrations before the first exam.',
    update:
      'An update takes {{updateMin}} to {{updateMax}} minutes: do not turn the reader off or unplug it meanwhile.',
    firewall:
      'If the network has a firewall, IT must let the reader connect to the Ponto server on the internet; support gives the address and port.',
    trouble: 'Reader offline or not updating?',
    networkCheck: 'Check the network',
    calibrations: 'Calibrations',
  },
};
