; Inno Setup 6 script: build\riftbound-table-<version>-setup.exe from the PyInstaller bundle.
;
;   python packaging\make_icons.py
;   python -m PyInstaller --noconfirm --distpath build\dist --workpath build\pyinstaller packaging\riftbound.spec
;   iscc /DAppVersion=0.1.0 packaging\windows\riftbound.iss
;
; Per-user install without admin rights: %LOCALAPPDATA%\Programs\Riftbound Table, a Start-menu
; shortcut (an optional desktop one), an uninstaller in Settings > Apps. Saves, decks and
; settings live in the user's platformdirs folders and are kept on uninstall.
; Silent install for tests: riftbound-table-0.1.0-setup.exe /VERYSILENT /SUPPRESSMSGBOXES

#define AppName "Riftbound Table"
#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#define AppExe "riftbound-table.exe"
#define Root "..\.."

[Setup]
; The AppId identifies the app for upgrades and the uninstaller: never change it.
AppId={{5E7C2A1B-3D4F-4B8A-9C6E-2F1A7B3D9E41}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Riftbound Table maintainers
PrivilegesRequired=lowest
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
DisableDirPage=auto
OutputDir={#Root}\build
OutputBaseFilename=riftbound-table-{#AppVersion}-setup
SetupIconFile={#Root}\build\icons\riftbound-table.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "italian"; MessagesFile: "compiler:Languages\Italian.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#Root}\build\dist\riftbound-table\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; IconFilename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
